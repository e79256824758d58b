/**
 * Small validators for the portal's query parameters (docs/requirements/content.md#con-5). The router JSON-parses
 * values first, so `?keyword=123` arrives as a number and `?tourId=all` as a string: every validator accepts both.
 */
import { normalizeTourId, type TourId } from '@domain/tours'
import { isSignupStep, type SignupStep } from '@/features/signup/steps'

type RawSearch = Record<string, unknown>

const text = (value: unknown, max = 100): string | undefined => {
  if (value === undefined || value === null) return undefined
  const s = String(value).trim().slice(0, max)
  return s === '' ? undefined : s
}

export interface TourSearch {
  tourId: TourId
}

export function validateTourSearch(search: RawSearch): TourSearch {
  return { tourId: normalizeTourId(search.tourId) }
}

export interface LeaderboardSearch extends TourSearch {
  srhYear?: number
  /** A game chosen directly (games.id); without it the board shows the tour's current game. */
  srhGameId?: number
  subType?: string
}

const positiveId = (value: unknown): number | undefined => {
  const id = Number(text(value, 12))
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

export function validateLeaderboardSearch(search: RawSearch): LeaderboardSearch {
  const year = Number(search.srhYear)
  return {
    ...validateTourSearch(search),
    srhYear: Number.isInteger(year) && year >= 1950 && year <= 2100 ? year : undefined,
    srhGameId: positiveId(search.srhGameId),
    subType: text(search.subType, 40),
  }
}

export interface KeywordSearch {
  keyword?: string
}

export function validateKeywordSearch(search: RawSearch): KeywordSearch {
  return { keyword: text(search.keyword) }
}

export interface LoginSearch {
  redirect?: string
}

/** Only a path of this site may follow a login; anything else ("//evil", "https://…") is dropped. */
export function validateLoginSearch(search: RawSearch): LoginSearch {
  const target = text(search.redirect, 500)
  // Only a path of this site: not another origin (//host, /\host, which browsers read as //host), not a sign page.
  const sameSite = target !== undefined && target.startsWith('/') && !/^\/[/\\]/.test(target) && !target.includes('\\')
  return { redirect: sameSite && !target.startsWith('/sign/') ? target : undefined }
}

export interface SignupSearch {
  /** terms, method, info or done; absent is the first step (and a new sign-up after a finished one). */
  step?: SignupStep
}

export function validateSignupSearch(search: RawSearch): SignupSearch {
  return { step: isSignupStep(search.step) ? search.step : undefined }
}
