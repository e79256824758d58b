/**
 * Seeded pseudo-random numbers (sfc32 seeded by a cyrb128 string hash): the same seed gives the same
 * demo data on every machine. `fork(label)` derives an independent stream, so adding draws in one
 * part of the generator does not shift every other part.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  chance(p: number): boolean
  normal(mean?: number, sd?: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly T[], weights: readonly number[]): T
  /** Shuffles in place and returns the array. */
  shuffle<T>(items: T[]): T[]
  fork(label: string | number): Rng
}

function cyrb128(str: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed
  return () => {
    a |= 0
    b |= 0
    c |= 0
    d |= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
}

export function createRng(seed: string | number): Rng {
  const key = String(seed)
  const next = sfc32(cyrb128(key))
  for (let i = 0; i < 12; i++) next() // warm up: the first outputs of sfc32 are weakly mixed
  let spare: number | null = null
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    normal(mean = 0, sd = 1) {
      if (spare !== null) {
        const z = spare
        spare = null
        return mean + sd * z
      }
      let u = 0
      while (u === 0) u = next()
      const v = next()
      const r = Math.sqrt(-2 * Math.log(u))
      spare = r * Math.sin(2 * Math.PI * v)
      return mean + sd * r * Math.cos(2 * Math.PI * v)
    },
    pick(items) {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    weighted(items, weights) {
      let total = 0
      for (const w of weights) total += w
      let x = next() * total
      for (let i = 0; i < items.length; i++) {
        x -= weights[i] ?? 0
        if (x < 0) return items[i] as (typeof items)[number]
      }
      return items[items.length - 1] as (typeof items)[number]
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = items[i] as (typeof items)[number]
        items[i] = items[j] as (typeof items)[number]
        items[j] = tmp
      }
      return items
    },
    fork: (label) => createRng(`${key}/${label}`),
  }
  return rng
}

export const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x))
export const round1 = (x: number) => Math.round(x * 10) / 10
