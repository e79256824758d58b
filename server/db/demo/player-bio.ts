import type { AwardCode, MilitaryServiceCode, PlayerAward } from '../schema/player'
import type { PlayerSpec } from './players'
import type { Rng } from './rng'

/** The profile facts the score model never reads: service, hobby, coach, honours, privacy. */
export interface PlayerBio {
  militaryService: MilitaryServiceCode | null
  hobbyKo: string | null
  hobbyEn: string | null
  instructor: string | null
  awards: PlayerAward[]
  profilePrivate: boolean
}

const HOBBIES: ReadonlyArray<[string, string]> = [
  ['낚시', 'Fishing'],
  ['독서', 'Reading'],
  ['영화 감상', 'Watching films'],
  ['음악 감상', 'Listening to music'],
  ['등산', 'Hiking'],
  ['요리', 'Cooking'],
  ['게임', 'Video games'],
  ['당구', 'Billiards'],
  ['수영', 'Swimming'],
  ['사진', 'Photography'],
]

// Invented coaches: no real instructor is named in demo data.
const INSTRUCTORS = ['박정훈', '이승철', '김도윤', '최현우', '정민재', '한상욱', '오세진', '윤태호'] as const
const AWARDS: AwardCode[] = ['popularity', 'fair_play', 'comeback', 'best_shot']

function militaryService(r: Rng, p: PlayerSpec, year: number): MilitaryServiceCode | null {
  if (p.country !== 'KOR') return null
  const age = year - p.birthYear
  if (age < 20) return 'pending'
  if (age < 28) return r.chance(0.25) ? 'serving' : r.chance(0.5) ? 'completed' : 'pending'
  return r.chance(0.88) ? 'completed' : 'exempt'
}

/**
 * Plausible bio facts for a generated player, from a stream of its own (so the scores stay as they were).
 * About one player in twelve keeps member information private (docs/requirements/tours-and-records.md#tr-18).
 */
export function playerBio(r: Rng, p: PlayerSpec, currentYear: number): PlayerBio {
  const [hobbyKo, hobbyEn] = r.chance(0.8) ? r.pick(HOBBIES) : [null, null]
  const lastYear = p.retiredYear ?? currentYear - 1
  const awards: PlayerAward[] = []
  if (!p.amateur && p.tourDebutYear !== null && r.chance(0.18)) {
    const count = r.int(1, 2)
    for (let i = 0; i < count; i++)
      awards.push({ year: r.int(Math.min(p.tourDebutYear, lastYear), lastYear), code: r.pick(AWARDS) })
  }
  awards.sort((a, b) => b.year - a.year)
  return {
    militaryService: militaryService(r, p, currentYear),
    hobbyKo,
    hobbyEn,
    instructor: p.amateur || r.chance(0.3) ? null : r.pick(INSTRUCTORS),
    awards,
    // Player 2 is always private so tests and screenshots have a known private profile.
    profilePrivate: p.id === 2 || r.chance(0.08),
  }
}
