/**
 * Member statistics (/abouts/condition): association members by age group and by region (decision 0037).
 * Pure: the server reads the rows, this decides the buckets, so the rules are tested without a database.
 */
import { fullYears } from '../time'

/** Age on the statistics' date, in the groups the association reports. */
export const AGE_GROUPS = ['under20', '20s', '30s', '40s', '50s', '60plus', 'unknown'] as const
export type AgeGroup = (typeof AGE_GROUPS)[number]

/** The 17 first-level divisions of Korea in the usual statistical order, then abroad and unknown. */
export const REGIONS = [
  'seoul',
  'busan',
  'daegu',
  'incheon',
  'gwangju',
  'daejeon',
  'ulsan',
  'sejong',
  'gyeonggi',
  'gangwon',
  'chungbuk',
  'chungnam',
  'jeonbuk',
  'jeonnam',
  'gyeongbuk',
  'gyeongnam',
  'jeju',
  'overseas',
  'unknown',
] as const
export type RegionCode = (typeof REGIONS)[number]

/**
 * Names that identify a region at the start of an address (서울특별시 …, 경기도 …) or as a home town (수원).
 * Provinces first under their full and short names, then the cities the member register holds as home towns.
 */
const REGION_NAMES: ReadonlyArray<readonly [RegionCode, readonly string[]]> = [
  ['seoul', ['서울', 'seoul']],
  ['busan', ['부산', 'busan']],
  ['daegu', ['대구', 'daegu']],
  ['incheon', ['인천', 'incheon']],
  ['gwangju', ['광주광역시', '광주', 'gwangju']],
  ['daejeon', ['대전', 'daejeon']],
  ['ulsan', ['울산', 'ulsan']],
  ['sejong', ['세종', 'sejong']],
  [
    'gyeonggi',
    [
      '경기',
      '수원',
      '성남',
      '용인',
      '고양',
      '부천',
      '안양',
      '안산',
      '화성',
      '평택',
      '의정부',
      '파주',
      '김포',
      'gyeonggi',
      'suwon',
      'seongnam',
      'yongin',
      'goyang',
    ],
  ],
  ['gangwon', ['강원', '춘천', '원주', '강릉', '속초', 'gangwon', 'chuncheon', 'wonju', 'gangneung']],
  ['chungbuk', ['충청북도', '충북', '청주', '충주', 'chungbuk', 'cheongju']],
  ['chungnam', ['충청남도', '충남', '천안', '아산', 'chungnam', 'cheonan']],
  ['jeonbuk', ['전북', '전라북도', '전주', '군산', '익산', 'jeonbuk', 'jeonju']],
  ['jeonnam', ['전라남도', '전남', '여수', '순천', '목포', 'jeonnam', 'yeosu']],
  ['gyeongbuk', ['경상북도', '경북', '포항', '경주', '구미', '안동', 'gyeongbuk', 'pohang']],
  ['gyeongnam', ['경상남도', '경남', '창원', '김해', '진주', '양산', '거제', 'gyeongnam', 'changwon', 'gimhae']],
  ['jeju', ['제주', 'jeju']],
]

/** The region of an address or home town; `foreign` when the person lives or comes from abroad. */
export function regionOf(place: string | null | undefined, foreign = false): RegionCode {
  if (foreign) return 'overseas'
  const text = place?.trim().toLowerCase()
  if (!text) return 'unknown'
  const first = text.split(/\s+/)[0] ?? ''
  for (const [code, names] of REGION_NAMES) if (names.some((n) => first.startsWith(n))) return code
  return 'unknown'
}

/** Full years between a birth date (YYYY-MM-DD or YYYYMMDD) and `on` (YYYY-MM-DD); null when unreadable. */
export function ageOn(birthDate: string | null | undefined, on: string): number | null {
  const digits = birthDate?.replace(/-/g, '') ?? ''
  if (!/^\d{8}$/.test(digits)) return null
  const age = fullYears(digits, on)
  return age >= 0 && age < 130 ? age : null
}

export function ageGroupOf(age: number | null): AgeGroup {
  if (age === null) return 'unknown'
  if (age < 20) return 'under20'
  if (age >= 60) return '60plus'
  return `${Math.floor(age / 10) * 10}s` as AgeGroup
}

/** One association member as the statistics see them. */
export interface MemberFacts {
  memberNo: string
  birthDate: string | null
  /** Residence address or home town, whichever the record holds. */
  place: string | null
  foreign: boolean
}

export interface MemberTally {
  total: number
  byAge: Array<{ group: AgeGroup; count: number }>
  byRegion: Array<{ region: RegionCode; count: number }>
}

/**
 * Counts each membership number once (the first record given wins: callers put the fuller record first), in
 * every age group and region, zeros included so charts keep their axes.
 */
export function tallyMembers(records: Iterable<MemberFacts>, on: string): MemberTally {
  const seen = new Set<string>()
  const ages = new Map<AgeGroup, number>(AGE_GROUPS.map((g) => [g, 0]))
  const regions = new Map<RegionCode, number>(REGIONS.map((r) => [r, 0]))
  for (const r of records) {
    if (seen.has(r.memberNo)) continue
    seen.add(r.memberNo)
    const group = ageGroupOf(ageOn(r.birthDate, on))
    const region = regionOf(r.place, r.foreign)
    ages.set(group, ages.get(group)! + 1)
    regions.set(region, regions.get(region)! + 1)
  }
  return {
    total: seen.size,
    byAge: AGE_GROUPS.map((group) => ({ group, count: ages.get(group)! })),
    byRegion: REGIONS.map((region) => ({ region, count: regions.get(region)! })),
  }
}
