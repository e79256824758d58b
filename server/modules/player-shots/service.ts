import type { PlayerShotsDto } from '@contract/player-shots'
import type { ShotTab } from '@domain/shots/notable'
import type { AppDb } from '../../db/database'
import { toPlayerRef } from '../games/repository-games'
import { cardFacts, notableHoles, pathsOf, type NotableRow } from './repository'

/**
 * The ordered notable holes of a tab are computed over every stored shot (seconds on a busy machine), and
 * change only when shots are written: each server keeps them for a minute, the client's staleness too.
 */
const CACHE_MS = 60_000
const cache = new WeakMap<AppDb, Map<ShotTab, { at: number; rows: Promise<NotableRow[]> }>>()

function notableList(db: AppDb, tab: ShotTab, now = Date.now()): Promise<NotableRow[]> {
  const byTab = cache.get(db) ?? new Map<ShotTab, { at: number; rows: Promise<NotableRow[]> }>()
  cache.set(db, byTab)
  const hit = byTab.get(tab)
  if (hit && now - hit.at < CACHE_MS) return hit.rows
  const rows = notableHoles(db, tab)
  byTab.set(tab, { at: now, rows })
  rows.catch(() => byTab.delete(tab))
  return rows
}

// real columns come back as float4 noise (12.300000190734863): one decimal is what was measured.
const tenth = (v: number) => Math.round(v * 10) / 10
const keyOf = (k: { entryId: number; round: number; hole: number }) => `${k.entryId}:${k.round}:${k.hole}`

/** One page of notable shots with what a card shows: player, tournament, round, hole, the path on the hole. */
export async function playerShots(
  db: AppDb,
  q: { tabId: ShotTab; page: number; pageSize: number },
): Promise<PlayerShotsDto> {
  const all = await notableList(db, q.tabId)
  const rows = all.slice((q.page - 1) * q.pageSize, q.page * q.pageSize)
  const total = all.length
  const [facts, paths] = await Promise.all([cardFacts(db, rows), pathsOf(db, rows)])
  const factsBy = new Map(facts.map((f) => [keyOf(f), f]))
  const pathsBy = new Map<string, typeof paths>()
  for (const p of paths) pathsBy.set(keyOf(p), [...(pathsBy.get(keyOf(p)) ?? []), p])
  const items = rows.flatMap((r) => {
    const f = factsBy.get(keyOf(r))
    if (!f) return []
    return [
      {
        kind: r.kind,
        gameId: r.gameId,
        tourId: f.tourId,
        gameNameKo: f.gameNameKo,
        gameNameEn: f.gameNameEn,
        date: f.date ?? '',
        round: r.round,
        hole: r.hole,
        par: f.par,
        strokes: f.strokes,
        player: toPlayerRef(f),
        highlightShotNo: r.shotNo,
        distanceM: tenth(r.distanceM),
        path: (pathsBy.get(keyOf(r)) ?? []).map((s) => ({
          ...s,
          x: tenth(s.x),
          y: tenth(s.y),
          toX: tenth(s.toX),
          toY: tenth(s.toY),
          distanceM: tenth(s.distanceM),
        })),
        geometry: {
          hole: r.hole,
          par: f.par,
          yards: f.yards,
          handicap: f.handicap,
          tee: f.tee,
          fairway: f.fairway,
          greenCenter: f.greenCenter,
          greenOutline: f.greenOutline,
          hazards: f.hazards,
        },
      },
    ]
  })
  return { tabId: q.tabId, page: q.page, pageSize: q.pageSize, total, items }
}
