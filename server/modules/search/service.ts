import {
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  type SearchKind,
  type SearchQuery,
  type SearchResultDto,
} from '@contract/search'
import { matchSitePages, SITE_PAGES } from '@domain/site-pages'
import type { AppDb } from '../../db/database'
import { countNews, countPlayers, countTournaments, findNews, findPlayers, findTournaments } from './repository'

/**
 * One search over every kind: the counts always, the items of every kind (first few) or of the chosen
 * kind (one page). News are the media library's articles and stories (decision 0036).
 */
export async function siteSearch(db: AppDb, q: SearchQuery, lang: 'ko' | 'en' = 'ko'): Promise<SearchResultDto> {
  const { keyword, kind } = q
  const pageSize = kind === 'all' ? SEARCH_PREVIEW_SIZE : SEARCH_PAGE_SIZE
  const page = kind === 'all' ? 1 : q.page
  const offset = (page - 1) * pageSize
  const wants = (k: SearchKind) => kind === 'all' || kind === k
  const pages = matchSitePages(keyword, SITE_PAGES, lang)
  const [playerCount, tournamentCount, newsCount, players, tournaments, news] = await Promise.all([
    countPlayers(db, keyword),
    countTournaments(db, keyword),
    countNews(db, keyword),
    wants('players') ? findPlayers(db, keyword, pageSize, offset) : [],
    wants('tournaments') ? findTournaments(db, keyword, pageSize, offset) : [],
    wants('news') ? findNews(db, keyword, pageSize, offset) : [],
  ])
  return {
    keyword,
    kind,
    page,
    pageSize,
    counts: { players: playerCount, tournaments: tournamentCount, news: newsCount, pages: pages.length },
    players,
    tournaments,
    news,
    pages: wants('pages') ? pages.slice(offset, offset + pageSize).map(({ keywords: _k, ...p }) => p) : [],
  }
}
