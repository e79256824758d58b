import { tourCategory } from '@domain/tours'

/** A small seeded generator (mulberry32): a drawing's variations follow its seed and nothing else. */
export interface Dice {
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  range(min: number, max: number): number
}

export function dice(seed: number): Dice {
  let a = (seed * 2654435761) >>> 0 || 1
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    range: (min, max) => min + next() * (max - min),
  }
}

/** Numbers in the markup: one decimal is finer than any screen needs. */
export const n = (value: number) => String(Math.round(value * 10) / 10)

export interface Sky {
  top: string
  bottom: string
  sun: string | null
  farHill: string
  nearHill: string
  trees: string
  grass: string
  fairway: string
  light: number
}

/** Times of day: dawn tee times, midday play, the golden last groups, an overcast round. */
export const SKIES: Record<'dawn' | 'morning' | 'midday' | 'golden' | 'overcast' | 'dusk', Sky> = {
  dawn: {
    top: '#f2a072',
    bottom: '#fde5c8',
    sun: '#ffd68c',
    farHill: '#93ad8c',
    nearHill: '#6c9a6a',
    trees: '#3f6f48',
    grass: '#5f9e56',
    fairway: '#86c172',
    light: 0.85,
  },
  morning: {
    top: '#7fbbe8',
    bottom: '#e2f1fa',
    sun: '#fff5c8',
    farHill: '#97bda6',
    nearHill: '#5f9a70',
    trees: '#2f6b45',
    grass: '#4f9a4c',
    fairway: '#79bf66',
    light: 1,
  },
  midday: {
    top: '#3f8fd8',
    bottom: '#bfe2f8',
    sun: '#fffbe6',
    farHill: '#86b597',
    nearHill: '#4e8d5f',
    trees: '#245f3a',
    grass: '#469445',
    fairway: '#6fbb5c',
    light: 1.05,
  },
  golden: {
    top: '#e9834f',
    bottom: '#ffd49a',
    sun: '#ffcf6e',
    farHill: '#9aa26e',
    nearHill: '#6f8c52',
    trees: '#3d5e35',
    grass: '#5a8f45',
    fairway: '#8fbf5e',
    light: 0.9,
  },
  overcast: {
    top: '#8ea3b8',
    bottom: '#dde5ec',
    sun: null,
    farHill: '#8fa69a',
    nearHill: '#678a70',
    trees: '#3e5f4a',
    grass: '#55865a',
    fairway: '#7aa96f',
    light: 0.8,
  },
  dusk: {
    top: '#1f2b4d',
    bottom: '#6d7fae',
    sun: null,
    farHill: '#46566f',
    nearHill: '#344a52',
    trees: '#22383a',
    grass: '#2f5a3c',
    fairway: '#3f7048',
    light: 0.6,
  },
}

export const SKIN = ['#f1c7a1', '#e3b48c', '#d29b73', '#f5d2b3', '#c8895f'] as const
export const TROUSERS = ['#1f2937', '#f4f4f0', '#4b5563', '#27374d', '#d8d2c4'] as const
export const CROWD = [
  '#e4572e',
  '#f3a712',
  '#29335c',
  '#ffffff',
  '#669bbc',
  '#a8c686',
  '#c1121f',
  '#f4d35e',
  '#7b2cbf',
  '#3a3a3a',
] as const

/** The tour's colour from the category table (domain/tours.ts): shirts, flags and banners wear it. */
export const tourColour = (tourId: number) => tourCategory(tourId).color
