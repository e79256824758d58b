/**
 * The broadcast page's query parameters (docs/decisions/0020 has the table): what a partner puts in
 * the URL to choose the game, the look, the paging and the delay. Parsing never fails: a value out
 * of range is clamped or falls back to its default, so a typo on air still shows a board.
 */
import { normalizeTourId, type TourId } from '@domain/tours'

export const THEMES = ['dark', 'light', 'transparent', 'chroma'] as const
export type BroadcastTheme = (typeof THEMES)[number]

/** Columns in the order they appear; `player` is always shown. */
export const COLUMNS = ['pos', 'move', 'player', 'country', 'topar', 'today', 'thru', 'rounds', 'total'] as const
export type BroadcastColumn = (typeof COLUMNS)[number]

export interface BroadcastParams {
  /** A game chosen directly; null: the tour's current game. */
  gameId: number | null
  tourId: TourId
  rowsPerPage: number
  /** Seconds each page stays on screen. */
  intervalS: number
  theme: BroadcastTheme
  /** null: the language stored by the portal, else Korean. */
  lang: 'ko' | 'en' | null
  columns: readonly BroadcastColumn[]
  /** Seconds the board runs behind the live feed, to match a delayed video. */
  delayS: number
  /** The settings panel is open on load. */
  settings: boolean
}

export const LIMITS = {
  rowsPerPage: { min: 3, max: 30 },
  intervalS: { min: 2, max: 300 },
  delayS: { min: 0, max: 600 },
} as const

export const DEFAULT_COLUMNS: readonly BroadcastColumn[] = [
  'pos',
  'move',
  'player',
  'country',
  'topar',
  'today',
  'thru',
]

export const DEFAULT_PARAMS: BroadcastParams = {
  gameId: null,
  tourId: normalizeTourId(undefined),
  rowsPerPage: 10,
  intervalS: 10,
  theme: 'dark',
  lang: null,
  columns: DEFAULT_COLUMNS,
  delayS: 0,
  settings: false,
}

type Bounds = { min: number; max: number }

function clampInt(raw: string | null, bounds: Bounds, fallback: number): number {
  if (raw === null || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value)) return fallback
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(value)))
}

function positiveId(raw: string | null): number | null {
  const value = Number(raw ?? '')
  return Number.isSafeInteger(value) && value > 0 ? value : null
}

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => {
  const lower = raw?.trim().toLowerCase()
  return (values as readonly string[]).includes(lower ?? '') ? (lower as T) : null
}

/** `cols=pos,player,topar`: known names in their canonical order; the player column is always in. */
function parseColumns(raw: string | null): readonly BroadcastColumn[] {
  if (raw === null || raw.trim() === '') return DEFAULT_COLUMNS
  const asked = new Set(raw.toLowerCase().split(/[\s,]+/))
  asked.add('player')
  return COLUMNS.filter((column) => asked.has(column))
}

export function parseBroadcastParams(search: URLSearchParams): BroadcastParams {
  // Parameter names compare without case: partners type them by hand.
  const get = (name: string): string | null => {
    for (const [key, value] of search) if (key.toLowerCase() === name.toLowerCase()) return value
    return null
  }
  return {
    gameId: positiveId(get('gameId')),
    tourId: normalizeTourId(get('tourId') ?? undefined),
    rowsPerPage: clampInt(get('rows'), LIMITS.rowsPerPage, DEFAULT_PARAMS.rowsPerPage),
    intervalS: clampInt(get('interval'), LIMITS.intervalS, DEFAULT_PARAMS.intervalS),
    theme: oneOf(THEMES, get('theme')) ?? DEFAULT_PARAMS.theme,
    lang: oneOf(['ko', 'en'] as const, get('lang')),
    columns: parseColumns(get('cols')),
    delayS: clampInt(get('delay'), LIMITS.delayS, DEFAULT_PARAMS.delayS),
    settings: ['1', 'true', 'yes'].includes(get('settings')?.toLowerCase() ?? ''),
  }
}

/** The query string for `params`, defaults left out so the URL a partner copies stays short. */
export function broadcastSearch(params: BroadcastParams): string {
  const out = new URLSearchParams()
  if (params.gameId !== null) out.set('gameId', String(params.gameId))
  else if (params.tourId !== DEFAULT_PARAMS.tourId) out.set('tourId', String(params.tourId))
  if (params.rowsPerPage !== DEFAULT_PARAMS.rowsPerPage) out.set('rows', String(params.rowsPerPage))
  if (params.intervalS !== DEFAULT_PARAMS.intervalS) out.set('interval', String(params.intervalS))
  if (params.theme !== DEFAULT_PARAMS.theme) out.set('theme', params.theme)
  if (params.lang !== null) out.set('lang', params.lang)
  if (params.columns.join(',') !== DEFAULT_COLUMNS.join(',')) out.set('cols', params.columns.join(','))
  if (params.delayS !== DEFAULT_PARAMS.delayS) out.set('delay', String(params.delayS))
  if (params.settings) out.set('settings', '1')
  const text = out.toString().replaceAll('%2C', ',')
  return text === '' ? '' : `?${text}`
}
