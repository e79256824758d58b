/** Dates and texts of the media pages: Seoul business time whatever the reader's clock says. */
import { formatCalendarDay, formatSeoulMoment, seoulDate } from '@domain/time'

/** A calendar day ('YYYY-MM-DD'): "2026.11.25" / "25 Nov 2026". */
export const formatDay = (day: string, locale: string): string => formatCalendarDay(day, locale)

/** When something was published, in Seoul: "2026.11.25 19:30" / "25 Nov 2026, 19:30". */
export const formatPublished = (iso: string, locale: string, withTime = true): string =>
  withTime ? formatSeoulMoment(iso, locale) : formatCalendarDay(seoulDate(iso), locale)

/** A video's length as players print it: 0:06, 12:34. */
export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${m}:${String(s).padStart(2, '0')}`
}

export type ArticleBlock =
  | { kind: 'p'; lines: string[] }
  | { kind: 'h'; text: string }
  | { kind: 'quote'; text: string }

/**
 * An article's plain text as blocks: blank lines split paragraphs; in stories a paragraph starting "## " is
 * a section heading and one starting "> " a pull quote. Text only: nothing is ever read as HTML.
 */
export function articleBlocks(body: string): ArticleBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p): ArticleBlock => {
      if (p.startsWith('## ')) return { kind: 'h', text: p.slice(3).trim() }
      if (p.startsWith('> ')) return { kind: 'quote', text: p.replace(/^> ?/gm, '').trim() }
      return { kind: 'p', lines: p.split('\n').map((l) => l.trimEnd()) }
    })
}

/** Minutes to read a text: about 500 Korean characters or 220 English words a minute, at least one. */
export function readingMinutes(body: string, locale: string): number {
  const units = locale === 'en' ? body.split(/\s+/).filter(Boolean).length / 220 : body.replace(/\s+/g, '').length / 500
  return Math.max(1, Math.round(units))
}
