import type { MemberStatsDto } from '@contract/content'
import type { Clock } from '../auth/clock'
import { seoulDate } from '@domain/time'

/**
 * How long one count of the members serves every visitor. Counting reads every member account and the whole
 * players register, and the about page that shows it is public: without a cache each visit (or a script)
 * costs that much. The counts move by a few sign-ups a day and the register's yearly update, so figures a
 * few minutes old mislead nobody (docs/decisions/0040).
 */
export const MEMBER_STATS_TTL_MS = 5 * 60_000

/**
 * The member statistics, counted at most once per time to live and once per Seoul day (ages are counted on
 * the day's date, so a new day counts afresh). Callers arriving while a count runs share it.
 */
export function memberStatsCache(count: (now: Date) => Promise<MemberStatsDto>, now: Clock) {
  let held: { day: string; at: number; stats: Promise<MemberStatsDto> } | null = null
  return (): Promise<MemberStatsDto> => {
    const at = now()
    const day = seoulDate(at)
    if (held && held.day === day && at.getTime() - held.at < MEMBER_STATS_TTL_MS) return held.stats
    const stats = count(at)
    const entry = { day, at: at.getTime(), stats }
    held = entry
    // A failed count is not kept: the next visitor tries again instead of getting the error for minutes.
    stats.catch(() => {
      if (held === entry) held = null
    })
    return stats
  }
}
