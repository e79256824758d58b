import type { PgTable } from 'drizzle-orm/pg-core'
import { mediaItems, type MediaItemInsert } from '../../schema/index'
import type { DemoData } from '../dataset'
import { addDays, seoulInstant } from '@domain/time'
import { playerName, seasonFacts, type TournamentFacts } from './media-facts'
import { tournamentNews, type Draft } from './media-news'
import { tournamentPhotos } from './media-photos'
import { stories } from './media-stories'
import { tournamentVideos } from './media-videos'
import { portalRows, type PortalRows } from './types'

const DAY_MS = 86_400_000
/** Views a reader base gives each kind in its first days; stories are read for longer. */
const VIEWS: Record<Draft['kind'], { start: number; perDay: number }> = {
  news: { start: 180, perDay: 14 },
  photo: { start: 40, perDay: 4 },
  video: { start: 260, perDay: 22 },
  story: { start: 420, perDay: 9 },
}

/**
 * News, photos and videos of the current season's tournaments (previews, round reports, winners; each
 * round's pictures; highlights of finished events) and the association's stories, built from the demo's
 * own results so they name its real players and scores (decision 0036). Nothing is dated after today's
 * play: a round in progress has only its morning pictures. Ids follow publication, oldest first.
 */
export function generateMedia(data: DemoData, today: string): PortalRows[] {
  const name = playerName(data)
  // Tournaments under way or done, and those starting within two days (their previews are out).
  const facts = seasonFacts(data, today).filter((f) => f.t.startDate <= addDays(today, 2))
  const latestFinished = new Map<number, TournamentFacts>()
  for (const f of facts) {
    const current = latestFinished.get(f.t.tourId)
    if (f.t.finished && (!current || f.t.startDate > current.t.startDate)) latestFinished.set(f.t.tourId, f)
  }
  const drafts: Draft[] = []
  for (const f of facts) {
    drafts.push(...tournamentNews(f, today, name), ...tournamentPhotos(f, name))
    // Highlights: every main-tour event, and each other tour's latest.
    if (f.t.tourId === 11 || latestFinished.get(f.t.tourId) === f)
      drafts.push(...tournamentVideos(f, name, f.t.tourId === 11))
  }
  drafts.push(...stories(data, facts, name, today))
  const now = seoulInstant(today, '23:59:59').getTime()
  const rows: MediaItemInsert[] = drafts
    .filter((d) => d.publishedAt.getTime() <= now)
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.titleEn.localeCompare(b.titleEn))
    .map((d, i) => {
      const days = Math.max(0, Math.floor((now - d.publishedAt.getTime()) / DAY_MS))
      const v = VIEWS[d.kind]
      // Fixed, plausible counts: older items were read more, with a spread that does not follow the id.
      return {
        ...d,
        id: i + 1,
        viewCount: v.start + days * v.perDay + ((i * 7919) % 97) * (d.kind === 'photo' ? 1 : 3),
      }
    })
  return [portalRows(mediaItems, rows)]
}

/** Tables generateMedia writes, children first. */
export const MEDIA_DEMO_TABLES: readonly PgTable[] = [mediaItems]
