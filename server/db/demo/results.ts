import { awardGenesisPoints, GENESIS_GRADES, type GenesisGrade } from '@domain/rankings/genesis-points'
import { awardTourPoints, TOUR_POINTS_TABLES } from '@domain/rankings/tour-points'
import { distributePurse } from '@domain/rankings/prize-money'
import type { RowStatus } from '@domain/scoring/types'
import type { EntryStatusCode } from '../schema/entry'

/** What the official result of one entry is computed from. */
export interface ResultInput {
  entryId: number
  playerId: number
  status: EntryStatusCode
  /** Completed every round the player was due to play (all rounds, or up to the cut for MC). */
  complete: boolean
  madeCut: boolean
  /** Strokes relative to par over all rounds played. */
  toPar: number
  tourMember: boolean
  /** Amateurs take no prize money; the professionals are placed among themselves. */
  amateur?: boolean
}

export interface OfficialResult {
  finishRank: number | null
  finishText: string
  prizeWon: number
  genesisPoints: number
}

export interface ResultRules {
  purseWon: number
  /** Winner's points (0 = the event awards none). */
  winnerPoints: number
  /** Player id of the playoff winner when the lead was tied. */
  playoffWinnerId: number | null
  /** The champions and winter tours run their own points races (domain/rankings/tour-points). */
  tourId: number
}

/**
 * Ranks (ties share) and display positions ('1', 'T3', 'MC', 'WD'...) from totals, then prize money and
 * Genesis points from the association's tables in domain/rankings (one place for those rules: amateurs
 * take no prize, ties share, MC and status codes get nothing, 61st and lower finishers 5 points).
 * Genesis points are stored as whole points: a tie's share is rounded half up.
 */
export function officialResults(inputs: readonly ResultInput[], rules: ResultRules): Map<number, OfficialResult> {
  const finishers = inputs.filter((e) => e.status === 'active' && e.complete && e.madeCut)
  finishers.sort((a, b) => a.toPar - b.toPar || a.entryId - b.entryId)
  const ranks = new Map<number, number>()
  const leaderScore = finishers[0]?.toPar
  const winner =
    rules.playoffWinnerId !== null
      ? finishers.find((f) => f.playerId === rules.playoffWinnerId && f.toPar === leaderScore)
      : undefined
  let place = 1
  if (winner) {
    ranks.set(winner.entryId, 1)
    place = 2
  }
  const rest = finishers.filter((f) => f !== winner)
  for (let i = 0; i < rest.length; ) {
    let j = i
    while (j < rest.length && (rest[j] as ResultInput).toPar === (rest[i] as ResultInput).toPar) j++
    for (let k = i; k < j; k++) ranks.set((rest[k] as ResultInput).entryId, place)
    place += j - i
    i = j
  }
  const tied = new Map<number, number>()
  for (const rank of ranks.values()) tied.set(rank, (tied.get(rank) ?? 0) + 1)

  const finals = inputs.map((e) => {
    const rank = ranks.get(e.entryId) ?? null
    const status: RowStatus = rank !== null ? 'finished' : e.status === 'active' ? 'MC' : e.status
    return { playerId: String(e.entryId), rank, status, amateur: e.amateur ?? false, tourMember: e.tourMember }
  })
  const prize = new Map(distributePurse(rules.purseWon, finals).map((a) => [a.playerId, a.amount]))
  const grade = gradeFor(rules.winnerPoints)
  const tourTable = Object.values(TOUR_POINTS_TABLES).find((table) => table.tourId === rules.tourId)
  const awards = grade ? awardGenesisPoints(finals, grade) : tourTable ? awardTourPoints(finals, tourTable.tour) : []
  const points = new Map(awards.map((a) => [a.playerId, a.points]))

  const out = new Map<number, OfficialResult>()
  for (const f of finals) {
    const entryId = Number(f.playerId)
    const text = f.rank === null ? f.status : (tied.get(f.rank) ?? 1) > 1 ? `T${f.rank}` : String(f.rank)
    out.set(entryId, {
      finishRank: f.rank,
      finishText: text,
      prizeWon: prize.get(f.playerId) ?? 0,
      genesisPoints: Math.round(points.get(f.playerId) ?? 0),
    })
  }
  return out
}

/** The Genesis grade whose winner points the event awards; none for events without Genesis points. */
function gradeFor(winnerPoints: number): GenesisGrade | null {
  const found = Object.values(GENESIS_GRADES).find((g) => g.winnerPoints === winnerPoints)
  return found ? found.grade : null
}
