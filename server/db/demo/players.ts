import type { SpecialtyCode } from '../schema/player'
import { BALLS, HOMETOWNS, nameForCountry, SPONSORS } from './names'
import { clamp, type Rng } from './rng'

export type PlayerKind = 'pro' | 'senior' | 'junior' | 'amateur' | 'retired'

/** A generated player: the database row plus what the score model needs. */
export interface PlayerSpec {
  id: number
  kind: PlayerKind
  nameKo: string
  firstNameEn: string
  lastNameEn: string
  country: string
  birthYear: number
  birthDate: string
  turnedProYear: number | null
  tourDebutYear: number | null
  /** Last season played; null while active. */
  retiredYear: number | null
  amateur: boolean
  /** Expected strokes relative to par per round at the player's peak (age 25-38), average conditions. */
  peakSkill: number
  /** Mean drive in yards at the peak. */
  driveYd: number
  heightCm: number
  weightKg: number
  hometown: [string, string]
  specialties: SpecialtyCode[]
  sponsor: string | null
  ball: string | null
  memberNo: string | null
}

export interface PlayerCounts {
  pro: number
  senior: number
  junior: number
  amateur: number
  retired: number
}

export const PLAYER_COUNTS: Readonly<Record<'full' | 'test', PlayerCounts>> = {
  full: { pro: 200, senior: 32, junior: 24, amateur: 10, retired: 150 },
  test: { pro: 30, senior: 4, junior: 2, amateur: 4, retired: 20 },
}

const FOREIGN_COUNTRIES = ['JPN', 'AUS', 'USA', 'THA', 'NZL', 'CAN', 'PHI', 'TPE', 'CHN', 'ENG', 'RSA'] as const
const FOREIGN_WEIGHTS = [26, 20, 13, 10, 8, 4, 4, 4, 4, 4, 3]
const SPECIALTIES: SpecialtyCode[] = ['driver', 'iron', 'short_game', 'putting', 'bunker', 'course_management']

/** Skill change with age: young players improve, players past 38 fade (strokes per round). */
export function ageEffect(age: number): number {
  if (age < 25) return (25 - age) * 0.12
  if (age > 38) return (age - 38) * 0.09
  return 0
}

export const skillAt = (p: PlayerSpec, year: number) => p.peakSkill + ageEffect(year - p.birthYear)
export const driveAt = (p: PlayerSpec, year: number) => p.driveYd - Math.max(0, year - p.birthYear - 40) * 1.1

function ageRange(kind: PlayerKind): [number, number] {
  switch (kind) {
    case 'pro':
      return [20, 49]
    case 'senior':
      return [50, 62]
    case 'junior':
      return [14, 18]
    case 'amateur':
      return [18, 24]
    case 'retired':
      return [40, 75]
  }
}

/** Current rating by kind (strokes vs par per round now), before the age curve is taken out. */
function currentRating(rng: Rng, kind: PlayerKind): number {
  switch (kind) {
    case 'pro':
      return clamp(rng.normal(0, 1.05), -3, 2.5)
    case 'senior':
      return clamp(rng.normal(1.2, 1.0), -1.2, 3.8)
    case 'junior':
      return clamp(rng.normal(2.0, 1.4), -0.8, 5.5)
    case 'amateur':
      return clamp(rng.normal(1.0, 1.1), -1.2, 3.5)
    case 'retired':
      return clamp(rng.normal(-0.5, 1.0), -3.0, 2.0)
  }
}

export function generatePlayers(rng: Rng, counts: PlayerCounts, currentYear: number): PlayerSpec[] {
  const kinds: PlayerKind[] = []
  for (const kind of ['pro', 'senior', 'junior', 'amateur', 'retired'] as const) {
    for (let i = 0; i < counts[kind]; i++) kinds.push(kind)
  }
  const players: PlayerSpec[] = []
  let memberSeq = 0
  kinds.forEach((kind, index) => {
    const r = rng.fork(`player-${index}`)
    const [minAge, maxAge] = ageRange(kind)
    // Pros cluster in their twenties and early thirties.
    const age =
      kind === 'pro'
        ? Math.round(clamp(minAge + Math.abs(r.normal(0, 9)) + r.range(0, 3), minAge, maxAge))
        : r.int(minAge, maxAge)
    const birthYear = currentYear - age
    const birthDate = `${birthYear}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`
    const korean = kind === 'pro' ? r.chance(0.85) : r.chance(0.96)
    const country = korean ? 'KOR' : r.weighted(FOREIGN_COUNTRIES, FOREIGN_WEIGHTS)
    const name = nameForCountry(r, country, birthYear < currentYear - 45)
    const amateur = kind === 'junior' || kind === 'amateur'
    let turnedProYear: number | null = null
    let tourDebutYear: number | null = null
    let retiredYear: number | null = null
    if (!amateur) {
      turnedProYear = Math.min(currentYear, birthYear + r.int(18, 24))
      tourDebutYear = Math.min(currentYear, turnedProYear + r.int(0, 3))
      if (kind === 'retired') {
        retiredYear = Math.min(currentYear - 1, birthYear + r.int(44, 50), tourDebutYear + r.int(8, 28))
        retiredYear = Math.max(retiredYear, tourDebutYear + 3)
        if (retiredYear > currentYear - 1) retiredYear = currentYear - 1
      }
    }
    const rating = currentRating(r, kind)
    const peakSkill = kind === 'retired' ? rating : rating - ageEffect(currentYear - birthYear)
    const driveYd = clamp(291 - 3.5 * (peakSkill + 0.6) + r.normal(0, 9), 266, 322)
    const hometowns = HOMETOWNS[country] ?? HOMETOWNS.KOR ?? []
    const spec: PlayerSpec = {
      id: index + 1,
      kind,
      ...name,
      country,
      birthYear,
      birthDate,
      turnedProYear,
      tourDebutYear,
      retiredYear,
      amateur,
      peakSkill,
      driveYd,
      heightCm: Math.round(clamp(r.normal(177, 5.5), 164, 193)),
      weightKg: Math.round(clamp(r.normal(76, 8), 60, 100)),
      hometown: r.pick(hometowns),
      specialties: r.shuffle([...SPECIALTIES]).slice(0, r.int(1, 2)),
      sponsor: r.chance(0.6) ? r.pick(SPONSORS) : null,
      ball: r.pick(BALLS),
      memberNo: turnedProYear === null ? null : `${turnedProYear}${String(++memberSeq).padStart(4, '0')}`,
    }
    players.push(spec)
  })
  // A handful of this season's rookies: young pros whose first main-tour season is now.
  const young = players.filter((p) => p.kind === 'pro' && currentYear - p.birthYear <= 24)
  const rookies = Math.max(2, Math.round(counts.pro * 0.07))
  for (const p of young.slice(0, rookies)) {
    p.turnedProYear = Math.min(p.turnedProYear ?? currentYear, currentYear - rng.int(0, 1))
    p.tourDebutYear = currentYear
  }
  return players
}

export const isActive = (p: PlayerSpec, year: number) => p.retiredYear === null || p.retiredYear >= year

/** Main-tour (11) professional in a season: past the debut, not retired, under 50 years old. */
export const isTourPro = (p: PlayerSpec, year: number) =>
  p.tourDebutYear !== null && p.tourDebutYear <= year && isActive(p, year) && year - p.birthYear < 50

export const ageIn = (p: PlayerSpec, year: number) => year - p.birthYear
