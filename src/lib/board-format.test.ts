import { describe, expect, it } from 'vitest'
import { formatToPar, holesPlayed, seoulTime } from './board-format'

describe('board formatting', () => {
  it('prints the time in Seoul whatever the reader’s clock, across midnight', () => {
    expect(seoulTime(new Date('2026-11-23T05:07:09Z'))).toBe('14:07:09')
    expect(seoulTime(new Date('2026-11-23T15:04:05Z'))).toBe('00:04:05')
    // The same as the time-zone database says (Korea has no daylight saving).
    const at = new Date('2026-07-01T23:59:59Z')
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Seoul',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    expect(seoulTime(at)).toBe(intl.format(at))
  })

  it('prints to par and holes played as boards do', () => {
    expect([formatToPar(null), formatToPar(0), formatToPar(3), formatToPar(-5)]).toEqual(['–', 'E', '+3', '-5'])
    expect([holesPlayed('F'), holesPlayed('9*'), holesPlayed('12'), holesPlayed('08:30'), holesPlayed(null)]).toEqual([
      18, 9, 12, -1, -1,
    ])
  })
})
