import type { DemoData } from '../dataset'
import { yearOf } from '@domain/time'

/**
 * What happened in the season's tournaments, read once from the demo data so the news and captions name
 * real players, scores and holes: leaders after each round, the day's low round, eagles, aces, birdies,
 * bunker saves, the cut, the winners. One pass over each big column set, only for this season's events.
 */

type TournamentInsert = DemoData['tournaments'][number]

export interface Named {
  id: number
  ko: string
  en: string
}

export interface Standing {
  playerId: number
  cumToPar: number
  cumStrokes: number
  roundToPar: number
  roundStrokes: number
}

export interface HoleMoment {
  playerId: number
  hole: number
  par: number
  strokes: number
}

export interface RoundFacts {
  round: number
  date: string
  status: 'planned' | 'playing' | 'complete'
  /** Best first after this round (cumulative); for a round in play, of those who have finished it. */
  standings: Standing[]
  /** Strokes between the leader and the next player (0: a shared lead). */
  gap: number
  lowRound: Standing | null
  eagles: HoleMoment[]
  aces: HoleMoment[]
  /** Every birdie of the day, in hole order per player. */
  birdies: HoleMoment[]
  sandSaves: HoleMoment[]
  /** After the cut round: the score that made it, and how many did. */
  cut: { line: number; made: number } | null
}

export interface TournamentFacts {
  t: TournamentInsert & { id: number }
  course: DemoData['courses'][number] | undefined
  rounds: RoundFacts[]
  field: number
  winners: Array<{ playerId: number; strokes: number; toPar: number; prizeWon: number }>
  runnersUp: number[]
  playoff: boolean
  /** Match play: the final's score ("2&1"). */
  finalResult: string | null
  defending: number | null
  /** The winner's wins on this tour up to this one, this one included. */
  winnerWins: number
}

export const playerName = (data: DemoData) => {
  const byId = new Map(data.players.map((p) => [p.id!, p]))
  return (id: number): Named => {
    const p = byId.get(id)
    return { id, ko: p?.nameKo ?? '', en: p ? `${p.firstNameEn} ${p.lastNameEn}` : '' }
  }
}

interface EntryInfo {
  entryId: number
  tid: number
  playerId: number
  status: string
  rank: number | null
  prize: number
}

type RoundRows = Array<{ strokes: number; toPar: number; holes: number } | undefined>

function standingsAfter(round: number, totals: Map<number, RoundRows>, entries: Map<number, EntryInfo>): Standing[] {
  const out: Standing[] = []
  for (const [entryId, rounds] of totals) {
    let cumToPar = 0
    let cumStrokes = 0
    let complete = true
    for (let r = 1; r <= round; r++) {
      const row = rounds[r]
      if (!row || row.holes < 18) {
        complete = false
        break
      }
      cumToPar += row.toPar
      cumStrokes += row.strokes
    }
    const e = entries.get(entryId)
    if (!complete || !e) continue
    out.push({
      playerId: e.playerId,
      cumToPar,
      cumStrokes,
      roundToPar: rounds[round]!.toPar,
      roundStrokes: rounds[round]!.strokes,
    })
  }
  return out.sort((a, b) => a.cumToPar - b.cumToPar || a.roundToPar - b.roundToPar || a.playerId - b.playerId)
}

/** Facts of every tournament of the current season (cancelled ones left out). */
export function seasonFacts(data: DemoData, today: string): TournamentFacts[] {
  const year = yearOf(today)
  const season = data.tournaments.filter((t) => t.year === year && t.status !== 9) as Array<
    TournamentInsert & { id: number }
  >
  const ids = new Set(season.map((t) => t.id))
  const byTid = new Map(data.tournaments.map((t) => [t.id!, t]))
  const par = new Map<string, number>()
  for (const h of data.courseHoles) par.set(`${h.courseId}:${h.hole}`, h.par)

  const entries = new Map<number, EntryInfo>()
  const winsBefore = new Map<string, string[]>() // `${tourId}:${playerId}` → start dates of wins
  const winnerOf = new Map<number, number>()
  const e = data.entries.cols
  for (let i = 0; i < data.entries.length; i++) {
    const tid = e.tournamentId[i]!
    if (e.finishRank[i] === 1) {
      const t = byTid.get(tid)
      if (!winnerOf.has(tid)) winnerOf.set(tid, e.playerId[i]!)
      if (t) {
        const key = `${t.tourId}:${e.playerId[i]}`
        winsBefore.set(key, [...(winsBefore.get(key) ?? []), t.startDate])
      }
    }
    if (ids.has(tid))
      entries.set(e.id[i]!, {
        entryId: e.id[i]!,
        tid,
        playerId: e.playerId[i]!,
        status: e.status[i]!,
        rank: e.finishRank[i] ?? null,
        prize: e.prizeWon[i] ?? 0,
      })
  }

  const totals = new Map<number, Map<number, RoundRows>>()
  const rt = data.roundTotals.cols
  for (let i = 0; i < data.roundTotals.length; i++) {
    const tid = rt.tournamentId[i]!
    if (!ids.has(tid)) continue
    const perEntry = totals.get(tid) ?? new Map<number, RoundRows>()
    totals.set(tid, perEntry)
    const rounds: RoundRows = perEntry.get(rt.entryId[i]!) ?? []
    rounds[rt.round[i]!] = { strokes: rt.strokes[i]!, toPar: rt.toPar[i]!, holes: rt.holesPlayed[i]! }
    perEntry.set(rt.entryId[i]!, rounds)
  }

  const moments = new Map<
    string,
    { eagles: HoleMoment[]; aces: HoleMoment[]; birdies: HoleMoment[]; sandSaves: HoleMoment[] }
  >()
  const hs = data.holeScores.cols
  const courseOf = new Map(season.map((t) => [t.id, t.courseId]))
  for (let i = 0; i < data.holeScores.length; i++) {
    const tid = hs.tournamentId[i]!
    if (!ids.has(tid)) continue
    const entry = entries.get(hs.entryId[i]!)
    const p = par.get(`${courseOf.get(tid)}:${hs.hole[i]}`)
    if (!entry || p === undefined) continue
    const key = `${tid}:${hs.round[i]}`
    const bucket = moments.get(key) ?? { eagles: [], aces: [], birdies: [], sandSaves: [] }
    moments.set(key, bucket)
    const m: HoleMoment = { playerId: entry.playerId, hole: hs.hole[i]!, par: p, strokes: hs.strokes[i]! }
    if (m.strokes === 1) bucket.aces.push(m)
    else if (m.strokes <= p - 2) bucket.eagles.push(m)
    else if (m.strokes === p - 1) bucket.birdies.push(m)
    if (hs.sandSave[i] && m.strokes <= p) bucket.sandSaves.push(m)
  }

  return season.map((t) => {
    const perEntry = totals.get(t.id) ?? new Map<number, RoundRows>()
    const own = [...entries.values()].filter((x) => x.tid === t.id)
    const rounds: RoundFacts[] = data.tournamentRounds
      .filter((r) => r.tournamentId === t.id)
      .sort((a, b) => a.round - b.round)
      .map((r) => {
        const standings = r.status === 'planned' ? [] : standingsAfter(r.round, perEntry, entries)
        const day = moments.get(`${t.id}:${r.round}`) ?? { eagles: [], aces: [], birdies: [], sandSaves: [] }
        const low = [...standings].sort((a, b) => a.roundToPar - b.roundToPar || a.playerId - b.playerId)[0] ?? null
        let cut: RoundFacts['cut'] = null
        if (t.cutAfterRound === r.round && t.cutTop && standings.length > t.cutTop) {
          const line = standings[t.cutTop - 1]!.cumToPar
          cut = { line, made: standings.filter((s) => s.cumToPar <= line).length }
        }
        return {
          round: r.round,
          date: r.date,
          status: r.status ?? 'planned',
          standings: standings.slice(0, 8),
          gap: standings.length > 1 ? standings[1]!.cumToPar - standings[0]!.cumToPar : 0,
          lowRound: low,
          ...day,
          cut,
        }
      })
    const winners = own
      .filter((x) => x.rank === 1)
      .map((x) => {
        const played = (perEntry.get(x.entryId) ?? []).filter((r): r is NonNullable<typeof r> => r !== undefined)
        return {
          playerId: x.playerId,
          strokes: played.reduce((s, r) => s + r.strokes, 0),
          toPar: played.reduce((s, r) => s + r.toPar, 0),
          prizeWon: x.prize,
        }
      })
    const previous = data.tournaments.find(
      (p) => p.nameEn === t.nameEn && p.year === t.year - 1 && p.tourId === t.tourId,
    )
    const defending = previous ? (winnerOf.get(previous.id!) ?? null) : null
    const final = data.matches.find((m) => m.tournamentId === t.id && m.bracketRound === 'final')
    const winner = winners[0]
    return {
      t,
      course: data.courses.find((c) => c.id === t.courseId),
      rounds,
      field: own.filter((x) => x.status !== 'DNS').length,
      winners,
      runnersUp: own.filter((x) => x.rank === 2).map((x) => x.playerId),
      playoff: t.playoff != null,
      finalResult: final?.result ?? null,
      defending,
      winnerWins: winner
        ? (winsBefore.get(`${t.tourId}:${winner.playerId}`) ?? []).filter((d) => d <= t.startDate).length
        : 0,
    }
  })
}
