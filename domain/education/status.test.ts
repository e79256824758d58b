import { describe, expect, it } from 'vitest'
import { educationStatus } from './status'
import { seoulDayStart } from '../time'

// A session on 20 June (Seoul) whose applications run from 10:00 on 1 June to midnight starting 14 June.
const event = {
  applyOpensAt: new Date('2026-06-01T01:00:00Z'),
  applyClosesAt: seoulDayStart('2026-06-14'),
  endsAt: new Date('2026-06-20T08:00:00Z'),
}
const at = (iso: string) => educationStatus(event, new Date(iso))

describe('education status', () => {
  it('is planned before the window opens and applying from its first second', () => {
    expect(at('2026-06-01T00:59:59.999Z')).toBe('planned')
    expect(at('2026-06-01T01:00:00Z')).toBe('applying')
  })

  it('closes at midnight Seoul, which is 15:00 UTC of the day before', () => {
    expect(event.applyClosesAt.toISOString()).toBe('2026-06-13T15:00:00.000Z')
    // 23:59:59 on 13 June in Seoul: still the 13th, still applying.
    expect(at('2026-06-13T14:59:59Z')).toBe('applying')
    // 00:00 on 14 June in Seoul, though UTC still says the 13th.
    expect(at('2026-06-13T15:00:00Z')).toBe('closed')
  })

  it('stays "application ended" until the session is over, then is finished', () => {
    expect(at('2026-06-20T07:59:59Z')).toBe('closed')
    expect(at('2026-06-20T08:00:00Z')).toBe('finished')
    expect(at('2027-01-01T00:00:00Z')).toBe('finished')
  })
})
