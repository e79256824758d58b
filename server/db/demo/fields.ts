import { ageIn, isActive, isTourPro, skillAt, type PlayerSpec } from './players'
import type { Rng } from './rng'

export interface FieldPick {
  player: PlayerSpec
  tourMember: boolean
  amateur: boolean
}

/** Takes `n` of `pool`, better players (lower skill) more likely, in a stable order. */
function weightedTake(rng: Rng, pool: PlayerSpec[], n: number, year: number, bias: number): PlayerSpec[] {
  const keyed = pool.map((p) => ({ p, key: Math.log(rng.next() + 1e-12) / Math.exp(-bias * skillAt(p, year)) }))
  keyed.sort((a, b) => b.key - a.key)
  return keyed.slice(0, n).map((k) => k.p)
}

const byId = (a: FieldPick, b: FieldPick) => a.player.id - b.player.id

/**
 * The field of one event: who is eligible depends on the tour and the season (age, career span).
 * `size` is the planned field; small pools give smaller fields.
 */
export function selectField(
  rng: Rng,
  tourId: number,
  year: number,
  players: readonly PlayerSpec[],
  size: number,
): FieldPick[] {
  const pros = players.filter((p) => !p.amateur && isTourPro(p, year))
  const amateurs = players.filter(
    (p) => p.amateur && ageIn(p, year) >= 16 && skillAt(p, year) < 2.5 && p.turnedProYear === null,
  )
  const ranked = [...pros].sort((a, b) => skillAt(a, year) - skillAt(b, year))
  const memberCut = Math.round(ranked.length * 0.82)
  const members = new Set(ranked.slice(0, memberCut).map((p) => p.id))
  switch (tourId) {
    case 11: {
      const amateurCount = Math.min(amateurs.length, rng.int(0, 3))
      const chosen = weightedTake(rng, ranked, Math.min(ranked.length, size - amateurCount), year, 1.2)
      const ams = weightedTake(rng, amateurs, amateurCount, year, 1)
      return [
        ...chosen.map((p) => ({ player: p, tourMember: members.has(p.id), amateur: false })),
        ...ams.map((p) => ({ player: p, tourMember: false, amateur: true })),
      ].sort(byId)
    }
    case 12: {
      const pool = [...ranked.slice(Math.round(ranked.length * 0.3)), ...amateurs]
      return weightedTake(rng, pool, Math.min(size, pool.length), year, 0)
        .map((p) => ({ player: p, tourMember: !p.amateur, amateur: p.amateur }))
        .sort(byId)
    }
    case 13: {
      const seniors = players.filter(
        (p) =>
          !p.amateur &&
          p.turnedProYear !== null &&
          p.turnedProYear <= year &&
          ageIn(p, year) >= 50 &&
          ageIn(p, year) <= 68,
      )
      return weightedTake(rng, seniors, Math.min(size, seniors.length), year, 0.5)
        .map((p) => ({ player: p, tourMember: true, amateur: false }))
        .sort(byId)
    }
    case 20: {
      const pool = ranked.filter((p) => ageIn(p, year) < 36)
      return weightedTake(rng, pool, Math.min(size, pool.length), year, -0.3)
        .map((p) => ({ player: p, tourMember: true, amateur: false }))
        .sort(byId)
    }
    case 54: {
      // Candidates for membership: amateurs of age, new professionals and the weakest pros.
      const fresh = players.filter(
        (p) =>
          p.turnedProYear !== null && (p.turnedProYear === year || p.turnedProYear === year + 1) && isActive(p, year),
      )
      const pool = [
        ...new Set([
          ...amateurs.filter((p) => ageIn(p, year) >= 17),
          ...fresh,
          ...ranked.slice(Math.round(ranked.length * 0.75)),
        ]),
      ]
      return weightedTake(rng, pool, Math.min(size, pool.length), year, 0)
        .map((p) => ({ player: p, tourMember: false, amateur: p.turnedProYear === null || p.turnedProYear > year }))
        .sort(byId)
    }
    case 75: {
      const juniors = players.filter((p) => ageIn(p, year) >= 13 && ageIn(p, year) <= 18)
      return weightedTake(rng, juniors, Math.min(size, juniors.length), year, 0)
        .map((p) => ({ player: p, tourMember: true, amateur: true }))
        .sort(byId)
    }
    default:
      return []
  }
}
