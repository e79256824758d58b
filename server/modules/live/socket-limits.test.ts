import { LIVE_LIMITS } from '@contract/live-limits'
import { describe, expect, it } from 'vitest'
import { fullBucket, takeEvent } from './socket-limits'

const { eventBurst, eventsPerSecond } = LIVE_LIMITS

describe('the event bucket of a live socket', () => {
  it('lets a burst through at once, then refuses until time refills it', () => {
    const bucket = fullBucket(0)
    const burst = Array.from({ length: eventBurst + 5 }, () => takeEvent(bucket, 0))
    expect(burst.filter(Boolean)).toHaveLength(eventBurst)
    expect(burst.slice(eventBurst)).toEqual([false, false, false, false, false])
    expect(bucket.refusals).toBe(5)
    // One second later: the events of one second, no more.
    const next = Array.from({ length: eventsPerSecond + 1 }, () => takeEvent(bucket, 1000))
    expect(next.filter(Boolean)).toHaveLength(eventsPerSecond)
  })

  it('keeps counting the refusals of a socket that keeps sending a little too fast', () => {
    const bucket = fullBucket(0)
    for (let i = 0; i < eventBurst; i++) takeEvent(bucket, 0)
    // Twice the allowed rate for ten seconds: half refused, and the refusals add up.
    const interval = 1000 / (2 * eventsPerSecond)
    for (let t = interval; t <= 10_000; t += interval) takeEvent(bucket, t)
    expect(bucket.refusals).toBeGreaterThanOrEqual(10 * eventsPerSecond - 1)
  })

  it('forgives earlier refusals once the socket was quiet long enough to refill its burst', () => {
    const bucket = fullBucket(0)
    for (let i = 0; i < eventBurst + 3; i++) takeEvent(bucket, 0)
    expect(bucket.refusals).toBe(3)
    expect(takeEvent(bucket, (eventBurst / eventsPerSecond) * 1000)).toBe(true)
    expect(bucket.refusals).toBe(0)
  })

  it('never refills beyond the burst, whatever the clock says', () => {
    const bucket = fullBucket(0)
    takeEvent(bucket, 3_600_000)
    expect(bucket.tokens).toBe(eventBurst - 1)
    // A clock that goes back gives nothing either.
    expect(takeEvent(bucket, 0)).toBe(true)
    expect(bucket.tokens).toBe(eventBurst - 2)
  })
})
