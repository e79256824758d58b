import { describe, expect, it } from 'vitest'
import { DelayBuffer } from './delay-buffer'

describe('delay buffer', () => {
  it('without delay shows each version as it arrives', () => {
    const buffer = new DelayBuffer<string>(0)
    buffer.push('v1', 1000)
    expect(buffer.shown(1000)?.value).toBe('v1')
    buffer.push('v2', 1500)
    expect(buffer.shown(1500)?.value).toBe('v2')
    expect(buffer.size).toBe(1)
  })

  it('shows the latest version that arrived at least the delay ago, never a later one', () => {
    const buffer = new DelayBuffer<string>(3000)
    buffer.push('v1', 0)
    buffer.push('v2', 1000)
    buffer.push('v3', 2000)
    // Before anything is 3 s old, the first board shows rather than nothing.
    expect(buffer.shown(500)?.value).toBe('v1')
    expect(buffer.shown(3999)?.value).toBe('v1')
    expect(buffer.shown(4000)?.value).toBe('v2')
    expect(buffer.shown(4999)?.value).toBe('v2')
    expect(buffer.shown(5000)).toEqual({ value: 'v3', at: 2000 })
  })

  it('loses no version in between: each shows in turn when its time comes', () => {
    const buffer = new DelayBuffer<number>(10_000)
    for (let v = 1; v <= 5; v += 1) buffer.push(v, v * 100)
    const seen = [10_100, 10_200, 10_300, 10_400, 10_500].map((now) => buffer.shown(now)?.value)
    expect(seen).toEqual([1, 2, 3, 4, 5])
  })

  it('says when the next version is due, so a timer can wake exactly then', () => {
    const buffer = new DelayBuffer<string>(3000)
    buffer.push('v1', 0)
    expect(buffer.nextDueAt(3000)).toBeNull()
    buffer.push('v2', 1200)
    expect(buffer.nextDueAt(3100)).toBe(4200)
    expect(buffer.shown(4200)?.value).toBe('v2')
    expect(buffer.nextDueAt(4200)).toBeNull()
  })

  it('ignores the same value pushed twice and follows a delay changed on air', () => {
    const buffer = new DelayBuffer<object>(5000)
    const v1 = {}
    const v2 = {}
    buffer.push(v1, 0)
    buffer.push(v1, 100)
    buffer.push(v2, 1000)
    expect(buffer.size).toBe(2)
    expect(buffer.shown(2000)?.value).toBe(v1)
    buffer.setDelay(0)
    expect(buffer.shown(2000)?.value).toBe(v2)
  })
})
