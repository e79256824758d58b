import type { Clock } from '../auth/clock'

/**
 * A clock that runs at the real pace from a point it was set to (docs/decisions/0083-demo-clock.md): a browser test
 * stands a demo server at 15:59:50 on a closing day and sees the window close at 16:00, while sessions, jobs and
 * payment deadlines keep moving as they would.
 */
export interface MovableClock {
  now: Clock
  /** From now on, `now()` reads `at` plus the real time passed since. */
  set(at: Date): void
  /** How far the clock is from the real one, in milliseconds. */
  offsetMs(): number
}

export function movableClock(real: Clock): MovableClock {
  let offset = 0
  return {
    now: () => new Date(real().getTime() + offset),
    set: (at) => {
      offset = at.getTime() - real().getTime()
    },
    offsetMs: () => offset,
  }
}
