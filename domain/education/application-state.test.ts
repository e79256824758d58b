import { describe, expect, it } from 'vitest'
import { applicationShownState, mayCancel } from './application-state'

const startsAt = new Date('2026-07-01T01:00:00Z')
const endsAt = new Date('2026-07-01T08:00:00Z')
const before = new Date('2026-06-30T00:00:00Z')
const during = new Date('2026-07-01T02:00:00Z')
const after = new Date('2026-07-01T08:00:00Z')

describe('education application states (MY-11)', () => {
  it('shows the stored state before the event and attended once scanned', () => {
    const base = { attendedAt: null, eventStartsAt: startsAt, eventEndsAt: endsAt }
    expect(applicationShownState({ ...base, state: 'awaiting_payment' }, before)).toBe('awaiting_payment')
    expect(applicationShownState({ ...base, state: 'paid' }, before)).toBe('paid')
    expect(applicationShownState({ ...base, state: 'paid', attendedAt: during }, during)).toBe('attended')
  })

  it('turns attended into completed and the rest into incompleted at the end, to the instant', () => {
    const base = { eventStartsAt: startsAt, eventEndsAt: endsAt }
    expect(applicationShownState({ ...base, state: 'paid', attendedAt: during }, after)).toBe('completed')
    expect(applicationShownState({ ...base, state: 'applied', attendedAt: null }, after)).toBe('incompleted')
    expect(applicationShownState({ ...base, state: 'applied', attendedAt: null }, new Date(after.getTime() - 1))).toBe(
      'applied',
    )
  })

  it('keeps cancelled and cancellation requested whatever the time', () => {
    const base = { attendedAt: null, eventStartsAt: startsAt, eventEndsAt: endsAt }
    expect(applicationShownState({ ...base, state: 'cancelled' }, after)).toBe('cancelled')
    expect(applicationShownState({ ...base, state: 'cancellation_requested' }, after)).toBe('cancellation_requested')
  })

  it('lets the member cancel only before the start and never twice', () => {
    const base = { attendedAt: null, eventStartsAt: startsAt }
    expect(mayCancel({ ...base, state: 'paid' }, before)).toBe(true)
    expect(mayCancel({ ...base, state: 'paid' }, startsAt)).toBe(false)
    expect(mayCancel({ ...base, state: 'cancelled' }, before)).toBe(false)
  })
})
