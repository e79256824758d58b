/**
 * Tournament application calls (docs/requirements/tournament-applications.md#app-1) for the apply pages under
 * /communitys/gameApply*. Every answer carries the caller's own application, so the keys sit under `member` and leave
 * the cache with the member (src/app/member-cache.ts). Only the lazy apply pages import this file.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  applicationSchema,
  applyCartSchema,
  applyGameDetailSchema,
  applyGameListSchema,
  applyInfoSchema,
  cartRemovedSchema,
  membershipFeeSchema,
  playerAgreedSchema,
  regCloseDateSchema,
  reserveInfoSchema,
  type ApplyTourFilter,
  type CaddieChoice,
} from '@contract/game-apply'
import { api } from './client'
import { createOrder } from './payments'
import { STALE } from './query-keys'
import { checkQueue } from './tickets'

/**
 * The member's own calls sit under 'member' (dropped when the member changes, src/app/member-cache.ts). The public
 * reads that also carry the caller's application (`mine`) are keyed by the viewer instead: dropping a read in flight
 * while the session starts would leave the list loading forever; a new viewer simply asks anew.
 */
export const gameApplyKeys = {
  all: ['member', 'game-apply'] as const,
  publicAll: ['game-apply'] as const,
  list: (viewer: string | null, tourId: ApplyTourFilter, year: number | null) =>
    ['game-apply', viewer, 'list', tourId, year] as const,
  detail: (viewer: string | null, gameId: number) => ['game-apply', viewer, 'detail', gameId] as const,
  info: (gameId: number) => ['member', 'game-apply', 'info', gameId] as const,
  fee: () => ['member', 'game-apply', 'membership-fee'] as const,
  reserve: (gameId: number) => ['member', 'game-apply', 'reserve', gameId] as const,
  cart: () => ['member', 'game-apply', 'cart'] as const,
  queue: (gameId: number) => ['member', 'game-apply', 'queue', gameId] as const,
}

const game = (gameId: number) => ({ gameId: String(gameId) })

/** GET /game/main/list: the season's tournaments taking applications; no year asks for the server's season. */
export const applyListQueryOptions = (viewer: string | null, tourId: ApplyTourFilter, year: number | null) =>
  queryOptions({
    queryKey: gameApplyKeys.list(viewer, tourId, year),
    queryFn: async ({ signal }) => {
      const query: Record<string, string> = { tour: tourId, srhGameTab: 'list' }
      if (year !== null) query.srhYear = String(year)
      return (await api.get('/game/main/list', { query, schema: applyGameListSchema, signal })).data
    },
    staleTime: STALE.default,
  })

/** GET /game/detail: the tournament's facts for applicants (APP-7). */
export const applyDetailQueryOptions = (viewer: string | null, gameId: number) =>
  queryOptions({
    queryKey: gameApplyKeys.detail(viewer, gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/detail', { query: game(gameId), schema: applyGameDetailSchema, signal })).data,
    staleTime: STALE.default,
  })

/** GET /game/applyInfo (login): the applicant, the conditions and the consents given (APP-6). */
export const applyInfoQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameApplyKeys.info(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/applyInfo', { query: game(gameId), schema: applyInfoSchema, signal })).data,
    staleTime: 0,
  })

/** GET /game/memberShipFee (login): what is unpaid of the dues and the entrance fee, and where to pay it. */
export const membershipFeeQueryOptions = () =>
  queryOptions({
    queryKey: gameApplyKeys.fee(),
    queryFn: async ({ signal }) => (await api.get('/game/memberShipFee', { schema: membershipFeeSchema, signal })).data,
    staleTime: 0,
  })

/** GET /game/reserveInfo: places taken and waiting, and the caller's application (the completion page). */
export const reserveInfoQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameApplyKeys.reserve(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/reserveInfo', { query: game(gameId), schema: reserveInfoSchema, signal })).data,
    staleTime: 0,
  })

/** GET /game/applyList (login): the member's live applications; a paid entry-fee order finds its page here. */
export const applyCartQueryOptions = () =>
  queryOptions({
    queryKey: gameApplyKeys.cart(),
    queryFn: async ({ signal }) => (await api.get('/game/applyList', { schema: applyCartSchema, signal })).data,
    staleTime: STALE.default,
  })

/** GET /game/check/regCloseDate: the window by the server's clock, asked before each step (APP-3). */
export async function checkRegCloseDate(gameId: number) {
  return (await api.get('/game/check/regCloseDate', { query: game(gameId), schema: regCloseDateSchema })).data
}

/** POST /game/player/agree: the three consents, all required. */
export async function agreeToApply(gameId: number) {
  const body = { gameId, personalData: true, rules: true, refundPolicy: true }
  return (await api.post('/game/player/agree', body, { schema: playerAgreedSchema })).data
}

export interface ApplyRequest {
  gameId: number
  caddie: CaddieChoice
  mobile: string
  queueToken: string | null
}

/** POST /game/apply with an Idempotency-Key per attempt: a retry after a lost answer never takes a second place. */
export async function applyForGame(body: ApplyRequest, idempotencyKey: string) {
  return (
    await api.post('/game/apply', body, {
      schema: applicationSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).data
}

/** POST /game/change: the caddie choice and the contact number, while the window is open. */
export async function changeApplication(body: { applicationId: number; caddie?: CaddieChoice; mobile?: string }) {
  return (await api.post('/game/change', body, { schema: applicationSchema })).data
}

/** POST /game/cancel with an Idempotency-Key: a repeated click never refunds twice (APP-8). */
export async function cancelApplication(applicationId: number, idempotencyKey: string) {
  return (
    await api.post(
      '/game/cancel',
      { applicationId },
      { schema: applicationSchema, headers: { 'Idempotency-Key': idempotencyKey } },
    )
  ).data
}

/** POST /game/cancel/vbank: withdraws an issued, unpaid virtual account; the place stays, to be paid by card. */
export async function cancelVirtualAccount(applicationId: number) {
  return (await api.post('/game/cancel/vbank', { applicationId }, { schema: applicationSchema })).data
}

/** POST /game/apply/cartdelsch: removes unpaid places from the cart ("No data to remove." when none). */
export async function removeFromCart(applicationIds: number[]) {
  return (await api.post('/game/apply/cartdelsch', { applicationIds }, { schema: cartRemovedSchema })).data
}

/** GET /netfunnerl/check for the applications' waiting room (APP-10). */
export const checkApplicationQueue = (gameId: number, token: string | null, signal?: AbortSignal) =>
  checkQueue(gameId, token, signal, 'applications')

const ENTRY_FEE_ORDER_KEY = 'fw.entryFeeOrder'

/**
 * Opens the payment door for an application's entry fee (purpose `entry_fee`, docs/requirements/
 * tournament-applications.md#app-8) and remembers the order in this tab, so the page the checkout window returns to
 * after a failure leads back to the application without asking the server about an order it may not know.
 */
export async function createEntryFeeOrder(application: { id: number; gameId: number }, method: 'card' | 'vbank') {
  const created = await createOrder({ purpose: 'entry_fee', refs: [application.id], method })
  try {
    const remembered = { orderNo: created.order.orderNo, gameId: application.gameId, applicationId: application.id }
    sessionStorage.setItem(ENTRY_FEE_ORDER_KEY, JSON.stringify(remembered))
  } catch {
    // Storage refused (private mode): the fail page then offers the list of tournaments instead.
  }
  return created
}

/** The application of an entry-fee order this tab opened, if `orderNo` is that order. */
export function rememberedEntryFeeOrder(orderNo: string): { gameId: number; applicationId: number } | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(ENTRY_FEE_ORDER_KEY) ?? 'null') as {
      orderNo?: unknown
      gameId?: unknown
      applicationId?: unknown
    } | null
    if (raw?.orderNo !== orderNo || typeof raw.gameId !== 'number' || typeof raw.applicationId !== 'number') return null
    return { gameId: raw.gameId, applicationId: raw.applicationId }
  } catch {
    return null
  }
}
