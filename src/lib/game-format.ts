/**
 * How tournaments print on the schedule and the home pages: Seoul calendar days ('YYYY-MM-DD', no time
 * zone shift), money in integer won, and which tab of the tournament page a link opens.
 */
import { gameStatus } from '@domain/codes/game-status'

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const parts = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return { y: y!, m: m!, d: d! }
}
const two = (n: number) => String(n).padStart(2, '0')

/** A tournament's days: "2026.04.30 ~ 05.03" in Korean, "30 Apr – 3 May 2026" in English. */
export function formatDateRange(start: string, end: string, locale: string): string {
  const a = parts(start)
  const b = parts(end < start ? start : end)
  const same = start === end || end < start
  if (locale === 'en') {
    const day = (p: { d: number; m: number }) => `${p.d} ${EN_MONTHS[p.m - 1]}`
    if (same) return `${day(a)} ${a.y}`
    if (a.y !== b.y) return `${day(a)} ${a.y} – ${day(b)} ${b.y}`
    return a.m === b.m ? `${a.d}–${day(b)} ${b.y}` : `${day(a)} – ${day(b)} ${b.y}`
  }
  const first = `${a.y}.${two(a.m)}.${two(a.d)}`
  if (same) return first
  return a.y === b.y ? `${first} ~ ${two(b.m)}.${two(b.d)}` : `${first} ~ ${b.y}.${two(b.m)}.${two(b.d)}`
}

/** Short day-month for tight places (the schedule strip): "4.30" / "30 Apr". */
export function formatShortDate(iso: string, locale: string): string {
  const p = parts(iso)
  return locale === 'en' ? `${p.d} ${EN_MONTHS[p.m - 1]}` : `${p.m}.${p.d}`
}

/** Upcoming tournaments open on their information tab; live and finished ones on the leaderboard. */
export function gameTabFor(status: number): 'information' | 'leaderboard' {
  return gameStatus(status)?.phase === 'upcoming' ? 'information' : 'leaderboard'
}
