import type { LiveScoreInput } from '@contract/live-scores'
import { sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { entries, teeGroups, tournamentRounds, type RoundStatus } from '../db/schema/index'
import { addDays, seoulInstant } from '@domain/time'
import type { ImportFile, ImportPlayer } from './format'
import { parsOf, type PlayState } from './play-state'

/** Bulk insert of column arrays with one `unnest` (one parameter per column, whatever the row count). */
async function insertColumns(
  db: AppDb,
  table: string,
  columns: ReadonlyArray<[name: string, type: string, values: unknown[]]>,
): Promise<void> {
  if ((columns[0]?.[2].length ?? 0) === 0) return
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(', '))
  const arrays: SQL[] = columns.map(([, type, values]) => sql`${sql.param(values)}::${sql.raw(type)}[]`)
  await db.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${names}) select * from unnest(${sql.join(arrays, sql`, `)})`,
  )
}

/** The round a status code took effect: the last round with a score (round 1 for DNS). */
function statusRound(p: ImportPlayer): number | null {
  if (p.status === 'active') return null
  const played = p.rounds.filter((r) => r.scores.some((s) => s !== null)).map((r) => r.round)
  return played.length > 0 ? Math.max(...played) : 1
}

const roundDate = (file: ImportFile, round: number) => {
  const date = addDays(file.tournament.startDate, round - 1)
  return date > file.tournament.endDate ? file.tournament.endDate : date
}

/** A hole score of the round in play, left to the live-score door (server/import/live-round.ts). */
export interface LiveRoundScore {
  input: LiveScoreInput
  /** Where it is in the file, for messages: `players[3].rounds[1].scores[4]`. */
  path: string
}

export interface WrittenField {
  players: number
  /** The round in play's scores of active players, not written here. */
  liveScores: LiveRoundScore[]
}

/**
 * Writes the field (entries), tee sheet, hole scores, round totals and rounds of one tournament, in
 * bulk: completed results, which nobody watches change. In a tournament in progress the scores of the
 * round in play of players still active are left out and returned, to go through the live-score
 * service like any live score; that round is written as playing.
 */
export async function writeField(
  db: AppDb,
  file: ImportFile,
  tournamentId: number,
  playerIds: Map<string, number>,
  state: PlayState,
): Promise<WrittenField> {
  const liveRound = state.status === 2 ? state.currentRound : null
  const liveScores: LiveRoundScore[] = []
  const inserted = await db
    .insert(entries)
    .values(
      file.players.map((p) => ({
        tournamentId,
        playerId: playerIds.get(p.externalId)!,
        status: p.status,
        statusRound: statusRound(p),
        tourMember: p.tourMember ?? !p.amateur,
        amateur: p.amateur,
      })),
    )
    .returning({ id: entries.id, playerId: entries.playerId })
  const entryOf = new Map(inserted.map((e) => [e.playerId, e.id]))
  const entryId = (p: ImportPlayer) => entryOf.get(playerIds.get(p.externalId)!)!

  await writeTeeSheet(db, file, tournamentId, entryId)

  const pars = parsOf(file)
  const hs = { entry: [] as number[], round: [] as number[], hole: [] as number[], strokes: [] as number[] }
  const rt = {
    entry: [] as number[],
    round: [] as number[],
    strokes: [] as number[],
    toPar: [] as number[],
    holes: [] as number[],
  }
  file.players.forEach((p, pi) => {
    p.rounds.forEach((r, ri) => {
      if (r.round === liveRound && p.status === 'active') {
        r.scores.forEach((s, i) => {
          if (s === null) return
          const input = {
            gameId: tournamentId,
            round: r.round,
            playerId: playerIds.get(p.externalId)!,
            hole: i + 1,
            strokes: s,
          }
          liveScores.push({ input, path: `players[${pi}].rounds[${ri}].scores[${i}]` })
        })
        return
      }
      let strokes = 0
      let par = 0
      let holes = 0
      r.scores.forEach((s, i) => {
        if (s === null) return
        hs.entry.push(entryId(p))
        hs.round.push(r.round)
        hs.hole.push(i + 1)
        hs.strokes.push(s)
        strokes += s
        par += pars[i]!
        holes++
      })
      if (holes === 0) return
      rt.entry.push(entryId(p))
      rt.round.push(r.round)
      rt.strokes.push(strokes)
      rt.toPar.push(strokes - par)
      rt.holes.push(holes)
    })
  })
  const tid = (n: number) => Array<number>(n).fill(tournamentId)
  await insertColumns(db, 'hole_scores', [
    ['entry_id', 'int4', hs.entry],
    ['round', 'int2', hs.round],
    ['hole', 'int2', hs.hole],
    ['tournament_id', 'int4', tid(hs.entry.length)],
    ['strokes', 'int2', hs.strokes],
  ])
  await insertColumns(db, 'round_totals', [
    ['entry_id', 'int4', rt.entry],
    ['round', 'int2', rt.round],
    ['tournament_id', 'int4', tid(rt.entry.length)],
    ['strokes', 'int2', rt.strokes],
    ['to_par', 'int2', rt.toPar],
    ['holes_played', 'int2', rt.holes],
  ])

  // The round in play stays playing until its scores are in (recordLiveRound closes it if complete).
  const roundStatus = (round: number): RoundStatus =>
    state.finished ||
    round < state.currentRound ||
    (round === state.currentRound && state.currentRoundComplete && liveRound === null)
      ? 'complete'
      : round === state.currentRound
        ? 'playing'
        : 'planned'
  await db.insert(tournamentRounds).values(
    Array.from({ length: file.tournament.rounds }, (_, i) => ({
      tournamentId,
      round: i + 1,
      date: roundDate(file, i + 1),
      status: roundStatus(i + 1),
    })),
  )
  return { players: inserted.length, liveScores }
}

/** Tee groups: players of a round with the same tee time and start hole, numbered by tee time. */
async function writeTeeSheet(
  db: AppDb,
  file: ImportFile,
  tournamentId: number,
  entryId: (p: ImportPlayer) => number,
): Promise<void> {
  const groups = new Map<string, { round: number; startHole: 1 | 10; teeTime: string; entryIds: number[] }>()
  for (const p of file.players) {
    for (const r of p.rounds) {
      if (r.teeTime === null) continue
      const key = `${r.round}|${r.teeTime}|${r.startHole}`
      const group = groups.get(key) ?? { round: r.round, startHole: r.startHole, teeTime: r.teeTime, entryIds: [] }
      group.entryIds.push(entryId(p))
      groups.set(key, group)
    }
  }
  const ordered = [...groups.values()].sort(
    (a, b) => a.round - b.round || a.teeTime.localeCompare(b.teeTime) || a.startHole - b.startHole,
  )
  if (ordered.length === 0) return
  const numbers = new Map<number, number>()
  const numbered = ordered.map((g) => {
    const groupNo = (numbers.get(g.round) ?? 0) + 1
    numbers.set(g.round, groupNo)
    return { ...g, groupNo }
  })
  const rows = await db
    .insert(teeGroups)
    .values(
      numbered.map((g) => ({
        tournamentId,
        round: g.round,
        groupNo: g.groupNo,
        startHole: g.startHole,
        teeTime: seoulInstant(roundDate(file, g.round), g.teeTime),
      })),
    )
    .returning({ id: teeGroups.id, round: teeGroups.round, groupNo: teeGroups.groupNo })
  const idOf = new Map(rows.map((r) => [`${r.round}|${r.groupNo}`, r.id]))
  const group: number[] = []
  const entry: number[] = []
  const slot: number[] = []
  for (const g of numbered)
    g.entryIds.forEach((e, s) => (group.push(idOf.get(`${g.round}|${g.groupNo}`)!), entry.push(e), slot.push(s + 1)))
  await insertColumns(db, 'tee_group_players', [
    ['group_id', 'int4', group],
    ['entry_id', 'int4', entry],
    ['slot', 'int2', slot],
  ])
}
