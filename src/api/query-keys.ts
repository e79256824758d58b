/**
 * Named TanStack Query keys per resource, so every invalidation names what it invalidates
 * (`invalidateQueries({ queryKey: queryKeys.member.all })`), and staleness constants in one place.
 */

export const queryKeys = {
  member: {
    all: ['member'] as const,
    profile: () => ['member', 'profile'] as const,
    detail: () => ['member', 'detail'] as const,
    accountInfo: (id: string) => ['member', 'account-info', id] as const,
  },
  clean: {
    /**
     * The clean centre's staff-only lists (src/api/clean.ts): removed at every change of login (app/member-cache.ts).
     */
    review: ['clean', 'review'] as const,
  },
  staff: {
    /** The staff's desk (src/api/staff-scoring.ts): removed at every change of login (app/member-cache.ts). */
    all: ['staff'] as const,
  },
  dues: {
    /** The member's dues, entrance fee, standing and permissions (src/api/dues.ts): changed by every payment. */
    all: ['dues'] as const,
    guide: () => ['dues', 'guide'] as const,
    years: () => ['dues', 'years'] as const,
    history: (year: number) => ['dues', 'history', year] as const,
    unpaid: () => ['dues', 'unpaid'] as const,
    arrears: () => ['dues', 'arrears'] as const,
    entranceFee: () => ['dues', 'entrance-fee'] as const,
    rewards: () => ['dues', 'rewards'] as const,
    punishments: () => ['dues', 'punishments'] as const,
    card: () => ['dues', 'card'] as const,
    permissions: () => ['dues', 'permissions'] as const,
    reinstatement: () => ['dues', 'reinstatement'] as const,
  },
  payments: {
    all: ['payments'] as const,
    order: (orderNo: string) => ['payments', 'order', orderNo] as const,
    /** The one confirm of a return from the checkout window (src/features/payments/use-confirm.ts). */
    confirm: (orderNo: string, paymentKey: string, amount: number) =>
      ['payments', 'confirm', orderNo, paymentKey, amount] as const,
    /** The one confirm of a card-registration window's authKey. */
    billingCard: (authKey: string) => ['payments', 'billing-card', authKey] as const,
  },
  staffStanding: {
    /** The staff's standing console (src/api/staff-standing.ts); under `staff` so a change of login removes it. */
    search: (q: string) => ['staff', 'standing', 'search', q] as const,
    ledger: (memberId: number) => ['staff', 'standing', 'ledger', memberId] as const,
    reinstatements: () => ['staff', 'standing', 'reinstatements'] as const,
  },
  sandbox: {
    /** A checkout window of the sandbox payment provider. */
    paySession: (token: string) => ['sandbox', 'pay-session', token] as const,
    /** The sandbox inbox of a number after a given send (each new code is a new key). */
    phoneMessages: (phone: string, certId: string) => ['sandbox', 'phone-messages', phone, certId] as const,
  },
  games: {
    all: ['games'] as const,
    current: (tourId: number) => ['games', 'current', tourId] as const,
    detail: (gameId: number) => ['games', 'detail', gameId] as const,
    leaderboard: (gameId: number, locale: string) => ['games', 'leaderboard', gameId, locale] as const,
    holeRecord: (gameId: number, round: number, playerId: number, locale: string) =>
      ['games', 'hole-record', gameId, round, playerId, locale] as const,
  },
} as const

const MINUTE = 60_000

export const STALE = {
  /** Live scores arrive by socket and worker patches; a refetch must always go to the server. */
  live: 0,
  /** Lists and details that change during a day (schedules, applications). */
  default: MINUTE,
  /** The member's own profile changes only when they edit it, which invalidates it. */
  profile: 5 * MINUTE,
  /** Code tables, tour lists, year lists. */
  reference: 60 * MINUTE,
} as const
