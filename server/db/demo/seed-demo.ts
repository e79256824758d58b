import type { AppDb } from '../database'
import { generateDemo, type DemoOptions, type ResolvedOptions } from './generate'
import { rowCounts, writeDemo, type TableTimings } from './writer'

export interface DemoSeedReport {
  options: ResolvedOptions
  /** Milliseconds: generating in memory, writing, both. */
  generateMs: number
  writeMs: number
  totalMs: number
  counts: ReturnType<typeof rowCounts>
  timings: TableTimings
}

/**
 * Generates the demo season (deterministic from seed and today) and writes it in one transaction.
 * Expects the demo tables to be empty (see clearDemo).
 */
export async function seedDemo(db: AppDb, options: DemoOptions): Promise<DemoSeedReport> {
  const t0 = performance.now()
  const { data, options: resolved } = generateDemo(options)
  const t1 = performance.now()
  const timings = await writeDemo(db, data)
  const t2 = performance.now()
  return {
    options: resolved,
    generateMs: Math.round(t1 - t0),
    writeMs: Math.round(t2 - t1),
    totalMs: Math.round(t2 - t0),
    counts: rowCounts(data),
    timings,
  }
}

export function describeReport(r: DemoSeedReport): string {
  const n = (x: number) => x.toLocaleString('en-US')
  const c = r.counts
  return (
    `Demo data (${r.options.scale}, seed ${r.options.seed}, today ${r.options.today}) ` +
    `seeded in ${(r.totalMs / 1000).toFixed(1)} s ` +
    `(generate ${(r.generateMs / 1000).toFixed(1)} s, write ${(r.writeMs / 1000).toFixed(1)} s): ` +
    `${n(c.players)} players, ${n(c.courses)} courses, ${n(c.seasons)} seasons, ` +
    `${n(c.tournaments)} tournaments, ${n(c.entries)} entries, ` +
    `${n(c.round_totals)} round totals, ${n(c.hole_scores)} hole scores, ${n(c.shots)} shots, ` +
    `${n(c.tee_groups)} tee groups, ` +
    `${n(c.matches)} matches, ${n(c.weather_readings)} weather readings`
  )
}
