/**
 * The board a delayed broadcast shows: the latest version that arrived at least `delay` ago, so the
 * board matches a video feed running behind live. Every version is kept, time-stamped, until a
 * later one is old enough to replace it: nothing is lost and nothing from the future shows.
 * Pure (time is passed in), so it is tested without timers.
 */
export interface Stamped<T> {
  value: T
  /** When the version arrived (ms, the page's clock). */
  at: number
}

export class DelayBuffer<T> {
  private entries: Array<Stamped<T>> = []

  constructor(private delayMs: number) {}

  /** A new version arrived at `at`; the same value twice (a re-render) is not a new version. */
  push(value: T, at: number): void {
    if (this.entries.at(-1)?.value === value) return
    this.entries.push({ value, at })
  }

  setDelay(delayMs: number): void {
    this.delayMs = delayMs
  }

  /**
   * The version to show at `now`, with when it arrived. Before any version is old enough, the
   * oldest one held shows anyway (the first board of the day beats an empty screen); once a later
   * version is due the older ones are dropped.
   */
  shown(now: number): Stamped<T> | null {
    const due = now - this.delayMs
    let index = -1
    for (let i = 0; i < this.entries.length; i += 1) if (this.entries[i]!.at <= due) index = i
    if (index > 0) this.entries.splice(0, index)
    return this.entries[0] ?? null
  }

  /** When the next held version becomes due (ms), or null when none is waiting. */
  nextDueAt(now: number): number | null {
    const current = this.shown(now)
    const next = this.entries.find((entry) => entry !== current && entry.at > (current?.at ?? -Infinity))
    return next ? next.at + this.delayMs : null
  }

  get size(): number {
    return this.entries.length
  }
}
