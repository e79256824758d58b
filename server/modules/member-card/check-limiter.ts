/**
 * Checks per checker (docs/requirements/my-page.md#my-4): a desk checks a queue of members, not thousands of
 * guesses. Kept in this process: with several server nodes each counts its own (at most nodes × the limit), which
 * still leaves a guessed 40-bit short code hopeless within its minute.
 */
export const CHECKS_PER_MINUTE = 30

export interface CheckLimiter {
  /** Counts one check at `now`; answers 0, or the seconds to wait when the checker is over the limit. */
  take(checkerId: number, now: Date): number
}

export function checkLimiter(max = CHECKS_PER_MINUTE, windowMs = 60_000): CheckLimiter {
  const seen = new Map<number, number[]>()
  return {
    take(checkerId, now) {
      const t = now.getTime()
      const recent = (seen.get(checkerId) ?? []).filter((at) => at > t - windowMs)
      if (recent.length >= max) {
        seen.set(checkerId, recent)
        return Math.max(1, Math.ceil((recent[0]! + windowMs - t) / 1000))
      }
      recent.push(t)
      seen.set(checkerId, recent)
      // Forget idle checkers so the map stays small.
      if (seen.size > 1000) for (const [id, times] of seen) if (times.every((at) => at <= t - windowMs)) seen.delete(id)
      return 0
    },
  }
}
