import type { PortalRows } from './portal/types'
import type { ShotOut } from './hole-detail'
import type {
  broadcastSlots,
  articles,
  courseHoles,
  courses,
  matches,
  players,
  seasons,
  tournamentRounds,
  tournaments,
  tournamentVisitorInfo,
  weatherReadings,
} from '../schema/index'

/** Column-wise rows of a big table: one array per column, ready for `unnest`. */
export class Columns<R extends Record<string, unknown>> {
  readonly cols: { [K in keyof R]: Array<R[K]> }
  length = 0

  constructor(readonly keys: ReadonlyArray<keyof R & string>) {
    const cols = {} as { [K in keyof R]: Array<R[K]> }
    for (const k of keys) cols[k] = []
    this.cols = cols
  }

  push(row: R): void {
    for (const k of this.keys) this.cols[k].push(row[k])
    this.length++
  }
}

export interface EntryCols extends Record<string, unknown> {
  id: number
  tournamentId: number
  playerId: number
  status: string
  statusRound: number | null
  tourMember: boolean
  amateur: boolean
  seed: number | null
  finishRank: number | null
  finishText: string | null
  prizeWon: number | null
  genesisPoints: number | null
}

export interface TeeGroupCols extends Record<string, unknown> {
  id: number
  tournamentId: number
  round: number
  groupNo: number
  startHole: number
  teeTime: string
}

export interface TeeGroupPlayerCols extends Record<string, unknown> {
  groupId: number
  entryId: number
  slot: number
}

export interface HoleScoreCols extends Record<string, unknown> {
  entryId: number
  round: number
  hole: number
  tournamentId: number
  strokes: number
  putts: number
  fairwayHit: boolean | null
  gir: boolean
  sandSave: boolean | null
  driveDistanceYd: number | null
  penaltyStrokes: number
}

/** A shot as the hole simulation makes it, plus where it belongs. */
export interface ShotCols extends ShotOut, Record<string, unknown> {
  entryId: number
  round: number
  hole: number
  tournamentId: number
}

export interface RoundTotalCols extends Record<string, unknown> {
  entryId: number
  round: number
  tournamentId: number
  strokes: number
  toPar: number
  holesPlayed: number
}

export interface DemoData {
  seasons: Array<typeof seasons.$inferInsert>
  courses: Array<typeof courses.$inferInsert>
  courseHoles: Array<typeof courseHoles.$inferInsert>
  players: Array<typeof players.$inferInsert>
  tournaments: Array<typeof tournaments.$inferInsert>
  tournamentRounds: Array<typeof tournamentRounds.$inferInsert>
  weatherReadings: Array<typeof weatherReadings.$inferInsert>
  matches: Array<typeof matches.$inferInsert>
  visitorInfo: Array<typeof tournamentVisitorInfo.$inferInsert>
  broadcastSlots: Array<typeof broadcastSlots.$inferInsert>
  entries: Columns<EntryCols>
  teeGroups: Columns<TeeGroupCols>
  teeGroupPlayers: Columns<TeeGroupPlayerCols>
  holeScores: Columns<HoleScoreCols>
  shots: Columns<ShotCols>
  roundTotals: Columns<RoundTotalCols>
  articles: Array<typeof articles.$inferInsert>
  /** The portal's tables built on the season (media, education, clean centre): server/db/demo/portal. */
  portal: PortalRows[]
}

export function emptyDemoData(): DemoData {
  return {
    seasons: [],
    courses: [],
    courseHoles: [],
    players: [],
    tournaments: [],
    tournamentRounds: [],
    weatherReadings: [],
    matches: [],
    visitorInfo: [],
    broadcastSlots: [],
    entries: new Columns<EntryCols>([
      'id',
      'tournamentId',
      'playerId',
      'status',
      'statusRound',
      'tourMember',
      'amateur',
      'seed',
      'finishRank',
      'finishText',
      'prizeWon',
      'genesisPoints',
    ]),
    teeGroups: new Columns<TeeGroupCols>(['id', 'tournamentId', 'round', 'groupNo', 'startHole', 'teeTime']),
    teeGroupPlayers: new Columns<TeeGroupPlayerCols>(['groupId', 'entryId', 'slot']),
    holeScores: new Columns<HoleScoreCols>([
      'entryId',
      'round',
      'hole',
      'tournamentId',
      'strokes',
      'putts',
      'fairwayHit',
      'gir',
      'sandSave',
      'driveDistanceYd',
      'penaltyStrokes',
    ]),
    shots: new Columns<ShotCols>([
      'entryId',
      'round',
      'hole',
      'shotNo',
      'tournamentId',
      'x',
      'y',
      'toX',
      'toY',
      'lie',
      'resultLie',
      'club',
      'distanceM',
    ]),
    roundTotals: new Columns<RoundTotalCols>(['entryId', 'round', 'tournamentId', 'strokes', 'toPar', 'holesPlayed']),
    articles: [],
    portal: [],
  }
}

/** Hands out ids per table, so every foreign key is known before anything is written. */
export class IdSource {
  private readonly next = new Map<string, number>()
  take(table: string): number {
    const id = (this.next.get(table) ?? 0) + 1
    this.next.set(table, id)
    return id
  }
}
