import { groupStandings } from '@domain/scoring/match-play/group-standings'
import type { HoleResult } from '../schema/match'
import type { FieldEntry } from './stroke-play'

/** Eight groups, the top two of each go to the round of 16. */
export const GROUP_NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const

/** Snake draw: seeds 1-8 head the groups, 9-16 fill them back to front, and so on. */
export function drawGroups(seeded: readonly FieldEntry[]): FieldEntry[][] {
  const groups: FieldEntry[][] = GROUP_NAMES.map(() => [])
  seeded.forEach((entry, i) => {
    const row = Math.floor(i / GROUP_NAMES.length)
    const col = i % GROUP_NAMES.length
    groups[row % 2 === 0 ? col : GROUP_NAMES.length - 1 - col]!.push(entry)
  })
  return groups
}

/** Pairings by matchday (indexes into the group): everyone meets everyone once. */
export function roundRobin(size: number): Array<Array<[number, number]>> {
  if (size === 4)
    return [
      [
        [0, 3],
        [1, 2],
      ],
      [
        [0, 2],
        [1, 3],
      ],
      [
        [0, 1],
        [2, 3],
      ],
    ]
  if (size === 3) return [[[0, 2]], [[1, 2]], [[0, 1]]]
  if (size === 2) return [[[0, 1]]]
  throw new RangeError(`a demo group has 2 to 4 players, got ${size}`)
}

export interface PlayedGroupMatch {
  a: FieldEntry
  b: FieldEntry
  holeResults: HoleResult[]
}

/**
 * The group's winner and runner-up by the domain's table (points, head-to-head, holes). Players still
 * level keep the table's order (entry id, i.e. the better seed); a real event would play off, which the
 * demo does not store (the group playoff call reports such a tie).
 */
export function groupQualifiers(
  members: readonly FieldEntry[],
  played: readonly PlayedGroupMatch[],
): [FieldEntry, FieldEntry] {
  const byId = new Map(members.map((m) => [String(m.entryId), m]))
  const table = groupStandings(
    played.map((m) => ({
      a: String(m.a.entryId),
      b: String(m.b.entryId),
      holes: m.holeResults.map((h) => (h === 'H' ? 'halved' : h)),
    })),
    members.map((m) => String(m.entryId)),
  )
  return [byId.get(table[0]!.playerId)!, byId.get(table[1]!.playerId)!]
}
