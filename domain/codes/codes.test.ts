import { describe, expect, it } from 'vitest'
import { BALL_LOCATIONS, ballLocation } from './ball-location'
import { educationType, EDUCATION_TYPES } from './education-types'
import {
  GAME_STATUSES,
  gameStatus,
  gameStatusName,
  isGameCancelled,
  isGameCompleted,
  isGameLive,
  isGameUpcoming,
} from './game-status'
import { halfYearDues, memberClass, MEMBER_CLASSES } from './member-classes'

describe('game status codes', () => {
  it('knows 1, 2, 3, 4 and 9 as in the requirements (TR-5)', () => {
    expect(GAME_STATUSES.map((s) => s.code)).toEqual([1, 2, 3, 4, 9])
    expect(gameStatusName(1, 'en')).toBe('Upcoming')
    expect(gameStatusName('4', 'ko')).toBe('접수 마감')
    expect(gameStatusName(9, 'en')).toBe('Cancelled')
    expect(gameStatus(5)).toBeNull()
    expect(gameStatus('')).toBeNull()
    expect(gameStatusName(7, 'en')).toBe('Unknown')
  })

  it('tells live, completed, cancelled and upcoming games apart', () => {
    expect([1, 2, 3, 4, 9].map(isGameLive)).toEqual([false, true, false, false, false])
    expect([1, 2, 3, 4, 9].map(isGameCompleted)).toEqual([false, false, true, false, false])
    expect([1, 2, 3, 4, 9].map(isGameCancelled)).toEqual([false, false, false, false, true])
    expect([1, 2, 3, 4, 9].map(isGameUpcoming)).toEqual([true, false, false, true, false])
  })
})

describe('ball-location codes', () => {
  it('defines every code from 0 to 12 with both names', () => {
    expect(BALL_LOCATIONS.map((l) => l.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const l of BALL_LOCATIONS) expect(l.ko && l.en).toBeTruthy()
  })

  it('covers the names the requirements list (TR-13)', () => {
    const names = BALL_LOCATIONS.map((l) => l.en)
    for (const n of [
      'Fairway',
      'Rough',
      'Green',
      'Out of bounds',
      'Penalty area',
      'Bunker',
      'Lost ball area',
      'Belt',
      'Greenside bunker',
      'Holed',
    ]) {
      expect(names).toContain(n)
    }
  })

  it('reads codes as numbers or strings; anything else is unknown', () => {
    expect(ballLocation('3').en).toBe('Green')
    expect(ballLocation(10).lie).toBe('holed')
    expect(ballLocation(4).penalty).toBe(true)
    for (const raw of [13, -1, 'x', null, 1.5]) expect(ballLocation(raw).code).toBe(12)
  })
})

describe('member classes', () => {
  it('has the five classes and the dues of SD-3: tour pro 25,000, pro 20,000 a month', () => {
    expect(MEMBER_CLASSES.map((m) => m.code)).toEqual(['TP', 'PR', 'AMA', 'PR_O1', 'PR_O2'])
    expect(memberClass('TP')?.monthlyDues).toBe(25_000)
    expect(memberClass('pr')?.monthlyDues).toBe(20_000)
    expect(memberClass('AMA')?.professional).toBe(false)
    expect(memberClass('XX')).toBeNull()
  })

  it('bills six months at once: 150,000 and 120,000 won', () => {
    expect(halfYearDues('TP')).toBe(150_000)
    expect(halfYearDues('PR')).toBe(120_000)
    expect(halfYearDues('AMA')).toBeNull()
  })
})

describe('education types', () => {
  it('maps M, P, S, F, O to MIP, MVP, SEMINAR, FORUM, ORIENTATION', () => {
    expect(EDUCATION_TYPES.map((e) => `${e.code}=${e.key}`)).toEqual([
      'M=MIP',
      'P=MVP',
      'S=SEMINAR',
      'F=FORUM',
      'O=ORIENTATION',
    ])
    expect(educationType('s')?.en).toBe('Seminar')
    expect(educationType('FORUM')?.ko).toBe('포럼')
    expect(educationType('Z')).toBeNull()
  })
})
