import { SEARCH_PAGE_SIZE, SEARCH_PREVIEW_SIZE, type SearchKind, type SearchQuery, type SearchResultDto } from '@contract/search'
import { matchSitePages } from '@domain/site-pages'
import type { AppDb } from '../../db/database'
import { countPlayers, countTournaments, findPlayers, findTournaments } from './repository'

/**
 * One search over every kind: the counts always, the items of every kind (first few) or of the chosen
 * kind (one page). News has no table yet (the media issue adds it): its group is empty with count 0.
 */
export async function siteSearch(db: AppDb, q: SearchQuery): Promise<SearchResultDto> {
  const { keyword, kind } = q
  const pageSize = kind === 'all' ? SEARCH_PREVIEW_SIZE : SEARCH_PAGE_SIZE
  const page = kind === 'all' ? 1 : q.page
  const offset = (page - 1) * pageSize
  const wants = (k: SearchKind) => kind === 'all' || kind === k
  const pages = matchSitePages(keyword)
  const [playerCount, tournamentCount, players, tournaments] = await Promise.all([
    countPlayers(db, keyword),
    countTournaments(db, keyword),
    wants('players') ? findPlayers(db, keyword, pageSize, offset) : [],
    wants('tournaments') ? findTournaments(db, keyword, pageSize, offset) : [],
  ])
  return {
    keyword,
    kind,
    page,
    pageSize,
    counts: { players: playerCount, tournaments: tournamentCount, news: 0, pages: pages.length },
    players,
    tournaments,
    news: [],
    pages: wants('pages') ? pages.slice(offset, offset + pageSize).map(({ keywords: _k, ...p }) => p) : [],
  }
}
