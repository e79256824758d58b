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
  sandbox: {
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
