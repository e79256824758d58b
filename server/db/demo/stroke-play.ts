import type { CutRule } from '@domain/scoring/types'
import type { EntryStatusCode } from '../schema/entry'
import type { PlayoffJson } from '../schema/tournament'
import type { HoleSpec } from './courses'
import type { PlayerSpec } from './players'
import type { Rng } from './rng'
import { ROUND_FORM_SD, sampleStrokes } from './score-model'
import { minutesOf } from '@domain/time'

export interface FieldEntry {
  entryId: number
  player: PlayerSpec
  /** The player's tilt this season (skill at his age). */
  theta: number
  tourMember: boolean
  amateur: boolean
}

export interface PlayedEntry {
  entry: FieldEntry
  /** Per round: 18 strokes by hole number - 1; 0 = not played. */
  cards: Int8Array[]
  startHole: Array<1 | 10>
  /** The tilt of each round played (form + weather), reused for hole details. */
  roundTheta: number[]
  status: EntryStatusCode
  statusRound: number | null
  madeCut: boolean
}

export interface GroupPlan {
  round: number
  groupNo: number
  startHole: 1 | 10
  /** Minutes after midnight, Seoul. */
  teeMinutes: number
  entryIds: number[]
}

export interface StrokeEventSpec {
  holes: readonly HoleSpec[]
  rounds: number
  cut: CutRule | null
  /** Weather tilt per round. */
  dayTheta: readonly number[]
  field: readonly FieldEntry[]
  /** Play stops at this round and clock ('HH:MM'): the tournament in progress. */
  live: { round: number; clock: string } | null
  /** Make the lead end tied so the event needs a playoff. */
  forcePlayoff: boolean
  /** WD, RTD, DQ and DNS now and then. */
  incidents: boolean
}

export interface StrokeEventResult {
  played: PlayedEntry[]
  groups: GroupPlan[]
  playoff: PlayoffJson | null
  /** Player id of the playoff winner. */
  playoffWinnerId: number | null
}

/** Minutes a group takes per hole (a round of about 4 h 12 min). */
export const MINUTES_PER_HOLE = 14

export const holeOrder = (start: 1 | 10): number[] =>
  start === 1
    ? Array.from({ length: 18 }, (_, i) => i + 1)
    : [...Array.from({ length: 9 }, (_, i) => i + 10), ...Array.from({ length: 9 }, (_, i) => i + 1)]

export function toParOf(p: PlayedEntry, holes: readonly HoleSpec[], upToRound = Infinity): number {
  let total = 0
  p.cards.forEach((card, r) => {
    if (r + 1 > upToRound) return
    for (let h = 0; h < 18; h++) if ((card[h] as number) > 0) total += (card[h] as number) - (holes[h] as HoleSpec).par
  })
  return total
}

const holesPlayed = (card: Int8Array | undefined) => (card ? card.reduce((n, s) => n + (s > 0 ? 1 : 0), 0) : 0)

/** Tee times and groups of one round. */
function drawGroups(
  rng: Rng,
  spec: StrokeEventSpec,
  round: number,
  players: PlayedEntry[],
  previous: GroupPlan[],
): GroupPlan[] {
  const twoTee =
    players.length > 24 && round <= 2 && (spec.cut === null ? spec.rounds >= 3 : spec.cut.afterRound >= round)
  if (twoTee && round === 2 && previous.length > 0) {
    // Same threesomes, morning and afternoon waves swapped, and the other tee.
    const alive = new Set(players.map((p) => p.entry.entryId))
    const swapped = previous.map((g) => {
      const morning = g.teeMinutes < minutesOf('11:00')
      return {
        ...g,
        round,
        startHole: (g.startHole === 1 ? 10 : 1) as 1 | 10,
        wave: morning ? 1 : 0,
        entryIds: g.entryIds.filter((id) => alive.has(id)),
      }
    })
    return assignTimes(
      swapped
        .filter((g) => g.entryIds.length > 0)
        .sort((a, b) => a.wave - b.wave || a.startHole - b.startHole || a.groupNo - b.groupNo),
      round,
    )
  }
  if (twoTee) {
    const order = rng.shuffle([...players])
    const groups: Array<GroupPlan & { wave: number }> = []
    const count = Math.ceil(order.length / 3)
    const perTeeWave = Math.ceil(count / 4)
    for (let g = 0; g < count; g++) {
      const block = Math.floor(g / perTeeWave) // 0: AM 1st tee, 1: AM 10th, 2: PM 1st, 3: PM 10th
      groups.push({
        round,
        groupNo: 0,
        teeMinutes: 0,
        startHole: block % 2 === 0 ? 1 : 10,
        wave: block < 2 ? 0 : 1,
        entryIds: order.slice(g * 3, g * 3 + 3).map((p) => p.entry.entryId),
      })
    }
    return assignTimes(groups, round)
  }
  // One tee, worst scores first so the leaders go out last (round 1: a random draw).
  const sorted =
    round === 1
      ? rng.shuffle([...players])
      : [...players].sort(
          (a, b) => toParOf(b, spec.holes) - toParOf(a, spec.holes) || b.entry.entryId - a.entry.entryId,
        )
  const size = sorted.length <= 72 && round > 1 ? 2 : 3
  const groups: Array<GroupPlan & { wave: number }> = []
  for (let i = 0; i < sorted.length; i += size) {
    groups.push({
      round,
      groupNo: 0,
      teeMinutes: 0,
      startHole: 1,
      wave: 0,
      entryIds: sorted.slice(i, i + size).map((p) => p.entry.entryId),
    })
  }
  // A lone last player joins the group before.
  const last = groups[groups.length - 1]
  const before = groups[groups.length - 2]
  if (last && before && last.entryIds.length === 1) {
    before.entryIds.push(...last.entryIds)
    groups.pop()
  }
  return assignTimes(groups, round)
}

/**
 * Tee times: waves from 07:00 and 11:40, a group every 10-11 minutes. A small two-tee field (the
 * test scale) is spread over the same windows, so the round in progress has groups done, out on the
 * course and still to start at the demo's clock whatever the field size.
 */
function assignTimes(groups: Array<GroupPlan & { wave: number }>, round: number): GroupPlan[] {
  const slot = new Map<string, number>()
  const perKey = new Map<string, number>()
  for (const g of groups) perKey.set(`${g.wave}-${g.startHole}`, (perKey.get(`${g.wave}-${g.startHole}`) ?? 0) + 1)
  // Threesomes go off every 11 minutes, a round of twosomes every 10.
  const spacing = groups.some((g) => g.entryIds.length >= 3) ? 11 : 10
  const twoTee = groups.some((g) => g.startHole === 10)
  return groups.map((g, i) => {
    const key = `${g.wave}-${g.startHole}`
    const n = slot.get(key) ?? 0
    slot.set(key, n + 1)
    const count = perKey.get(key) ?? 1
    const interval = twoTee && count <= 3 ? Math.round(110 / Math.max(1, count - 1)) : spacing
    const start = g.wave === 0 ? minutesOf('07:00') : minutesOf('11:40')
    return { round, groupNo: i + 1, startHole: g.startHole, teeMinutes: start + n * interval, entryIds: g.entryIds }
  })
}

function applyCut(players: PlayedEntry[], cut: CutRule, holes: readonly HoleSpec[]): void {
  const eligible = players.filter(
    (p) => p.status === 'active' && p.cards.slice(0, cut.afterRound).every((c) => holesPlayed(c) === 18),
  )
  const scored = eligible
    .map((p) => ({ p, score: toParOf(p, holes, cut.afterRound) }))
    .sort((a, b) => a.score - b.score)
  const line = scored[Math.min(cut.top, scored.length) - 1]?.score ?? Infinity
  scored.forEach(({ p, score }, i) => (p.madeCut = cut.ties ? score <= line : i < cut.top))
  for (const p of players) if (!eligible.includes(p)) p.madeCut = false
}

/** Plays a stroke-play event (or its part up to the live clock): strokes only, details come later. */
export function playStrokeEvent(rng: Rng, spec: StrokeEventSpec): StrokeEventResult {
  const played: PlayedEntry[] = spec.field.map((entry) => ({
    entry,
    cards: [],
    startHole: [],
    roundTheta: [],
    status: 'active',
    statusRound: null,
    madeCut: true,
  }))
  if (spec.incidents) {
    for (const p of played) if (rng.chance(0.003)) Object.assign(p, { status: 'DNS', statusRound: 1, madeCut: false })
  }
  const groups: GroupPlan[] = []
  let previous: GroupPlan[] = []
  const lastRound = spec.live ? spec.live.round : spec.rounds
  for (let round = 1; round <= lastRound; round++) {
    const isLive = spec.live !== null && round === spec.live.round
    const cutDone = spec.cut !== null && round > spec.cut.afterRound
    const playing = played.filter((p) => p.status === 'active' && (!cutDone || p.madeCut))
    if (spec.incidents && !isLive && round > 1) {
      for (const p of playing) if (rng.chance(0.002)) Object.assign(p, { status: 'WD', statusRound: round })
    }
    const starters = playing.filter((p) => p.status === 'active')
    const roundGroups = drawGroups(rng, spec, round, starters, previous)
    previous = roundGroups
    groups.push(...roundGroups)
    const byId = new Map(played.map((p) => [p.entry.entryId, p]))
    const clock = isLive && spec.live ? minutesOf(spec.live.clock) : Infinity
    for (const g of roundGroups) {
      const reach = Math.max(0, Math.min(18, Math.floor((clock - g.teeMinutes) / MINUTES_PER_HOLE)))
      for (const id of g.entryIds) {
        const p = byId.get(id) as PlayedEntry
        const theta = p.entry.theta + (spec.dayTheta[round - 1] ?? 0) + rng.normal(0, ROUND_FORM_SD)
        const card = new Int8Array(18)
        p.cards[round - 1] = card
        p.startHole[round - 1] = g.startHole
        p.roundTheta[round - 1] = theta
        let stopAfter = reach
        if (spec.incidents && !isLive && rng.chance(0.004)) {
          stopAfter = rng.int(1, 16)
          Object.assign(p, { status: rng.chance(0.25) ? 'RTD' : 'WD', statusRound: round })
        }
        holeOrder(g.startHole)
          .slice(0, stopAfter)
          .forEach((hole) => {
            const spec_ = spec.holes[hole - 1] as HoleSpec
            card[hole - 1] = sampleStrokes(rng, spec_.par, theta + spec_.difficulty)
          })
        if (spec.incidents && !isLive && p.status === 'active' && rng.chance(0.0012))
          Object.assign(p, { status: 'DQ', statusRound: round })
      }
    }
    if (spec.cut && round === spec.cut.afterRound && !isLive) applyCut(played, spec.cut, spec.holes)
  }
  if (spec.live) return { played, groups, playoff: null, playoffWinnerId: null }
  if (spec.forcePlayoff) tieTheLead(played, spec)
  const { playoff, winnerId } = playPlayoff(rng, played, spec)
  return { played, groups, playoff, playoffWinnerId: winnerId }
}

const finishers = (played: PlayedEntry[], spec: StrokeEventSpec) =>
  played.filter(
    (p) =>
      p.status === 'active' &&
      p.madeCut &&
      p.cards.length === spec.rounds &&
      p.cards.every((c) => holesPlayed(c) === 18),
  )

/** Lowers the runner-up's final round so he ties the leader (the demo's guaranteed playoff). */
function tieTheLead(played: PlayedEntry[], spec: StrokeEventSpec): void {
  const ranked = finishers(played, spec).sort((a, b) => toParOf(a, spec.holes) - toParOf(b, spec.holes))
  const [leader, second] = ranked
  if (!leader || !second) return
  let gap = toParOf(second, spec.holes) - toParOf(leader, spec.holes)
  const card = second.cards[spec.rounds - 1] as Int8Array
  while (gap > 0) {
    // Take a stroke off the worst hole relative to par, never below a birdie.
    let best = -1
    let bestOver = -Infinity
    for (let h = 0; h < 18; h++) {
      const over = (card[h] as number) - (spec.holes[h] as HoleSpec).par
      if (over > bestOver && (card[h] as number) > 2) {
        bestOver = over
        best = h
      }
    }
    if (best < 0) break
    card[best] = (card[best] as number) - 1
    gap--
  }
}

/** A playoff that has gone six holes is decided on this one: everyone but the first low score drops a shot. */
export function settle<T>(round: Array<[T, number]>): void {
  const low = Math.min(...round.map(([, s]) => s))
  const first = round.findIndex(([, s]) => s === low)
  round.forEach((r, i) => {
    if (i !== first && r[1] === low) r[1] = low + 1
  })
}

function playPlayoff(
  rng: Rng,
  played: PlayedEntry[],
  spec: StrokeEventSpec,
): { playoff: PlayoffJson | null; winnerId: number | null } {
  const done = finishers(played, spec)
  if (done.length < 2) return { playoff: null, winnerId: null }
  const best = Math.min(...done.map((p) => toParOf(p, spec.holes)))
  let alive = done.filter((p) => toParOf(p, spec.holes) === best)
  if (alive.length < 2) return { playoff: null, winnerId: null }
  const hole18 = spec.holes[17] as HoleSpec
  const holes: number[] = []
  const scores: Record<string, Array<number | null>> = {}
  for (const p of alive) scores[String(p.entry.player.id)] = []
  while (alive.length > 1) {
    holes.push(18)
    const round: Array<[PlayedEntry, number]> = alive.map((p) => [
      p,
      sampleStrokes(rng, hole18.par, (p.roundTheta[spec.rounds - 1] ?? 0) + hole18.difficulty),
    ])
    if (holes.length >= 6) settle(round)
    for (const p of done) {
      const key = String(p.entry.player.id)
      const mine = round.find(([q]) => q === p)
      if (scores[key]) scores[key].push(mine ? mine[1] : null)
    }
    const low = Math.min(...round.map(([, s]) => s))
    alive = round.filter(([, s]) => s === low).map(([p]) => p)
  }
  const winner = alive[0] as PlayedEntry
  return { playoff: { holes, scores, winnerId: String(winner.entry.player.id) }, winnerId: winner.entry.player.id }
}
