import { describe, expect, it } from 'vitest'
import type { FieldEntryDto } from '@contract/game-info'
import { visibleEntries } from './entry-list-model'

const entry = (
  playerId: number,
  nameKo: string,
  nameEn: string,
  country: string,
  memberClass: FieldEntryDto['memberClass'],
): FieldEntryDto => ({
  playerId,
  nameKo,
  nameEn,
  country,
  memberClass,
  amateur: memberClass === 'AMA',
  seed: null,
  status: 'active',
})

const field = [
  entry(1, '박도윤', 'Doyun Park', 'KOR', 'TP'),
  entry(2, '김하늘', 'Haneul Kim', 'JPN', 'AMA'),
  entry(3, '이서준', 'Seojun Lee', 'AUS', 'PR_O1'),
]

describe('entry list search and order', () => {
  it('orders by name in the reader’s language', () => {
    expect(visibleEntries(field, undefined, 'name', 'ko').map((e) => e.playerId)).toEqual([2, 1, 3])
    expect(visibleEntries(field, undefined, 'name', 'en').map((e) => e.playerId)).toEqual([1, 2, 3])
  })

  it('orders by nationality and by class (tour pros first, amateurs last)', () => {
    expect(visibleEntries(field, undefined, 'country', 'ko').map((e) => e.country)).toEqual(['AUS', 'JPN', 'KOR'])
    expect(visibleEntries(field, undefined, 'class', 'ko').map((e) => e.memberClass)).toEqual(['TP', 'PR_O1', 'AMA'])
  })

  it('finds a player by either name, ignoring case and spaces', () => {
    expect(visibleEntries(field, '하늘', 'name', 'ko').map((e) => e.playerId)).toEqual([2])
    expect(visibleEntries(field, 'seo jun', 'name', 'en').map((e) => e.playerId)).toEqual([3])
    expect(visibleEntries(field, 'nobody', 'name', 'en')).toEqual([])
  })
})
