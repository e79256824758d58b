import { describe, expect, it } from 'vitest'
import { fileSize, paragraphs, rowNumber } from './format'
import { seoulDate } from '@domain/time'

describe('notice formatting', () => {
  it('dates a notice by the Seoul calendar', () => {
    expect(seoulDate('2026-06-09T15:30:00Z')).toBe('2026-06-10')
    expect(seoulDate('2026-06-09T14:59:00Z')).toBe('2026-06-09')
  })

  it('splits plain text into paragraphs and lines, never into markup', () => {
    expect(paragraphs('First line\nsecond line\n\n\nNext <b>para</b>\r\n\r\nLast')).toEqual([
      ['First line', 'second line'],
      ['Next <b>para</b>'],
      ['Last'],
    ])
    expect(paragraphs('\n\n')).toEqual([])
  })

  it('sizes files and numbers rows newest first', () => {
    expect(fileSize(512, 'en')).toBe('512 B')
    expect(fileSize(2048, 'ko')).toBe('2 KB')
    expect(rowNumber(25, 1, 10, 0)).toBe(25)
    expect(rowNumber(25, 3, 10, 4)).toBe(1)
  })
})
