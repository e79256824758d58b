import { Trans, useLingui } from '@lingui/react/macro'
import { gameStatusName } from '@domain/codes/game-status'
import { tourName } from '@domain/tours'
import { Flag } from '@/components/ui/flag'
import { PortalLink } from '@/components/ui/portal-link'
import type { SearchNewsDto, SearchPageDto, SearchPlayerDto, SearchTournamentDto } from '@contract/search'

const dayText = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ko-KR', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

export function PlayerResults({ items }: { items: readonly SearchPlayerDto[] }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  return (
    <ul role="list" className="search-list">
      {items.map((p) => (
        <li key={p.playerId}>
          <PortalLink to={`/tours/player/player/?tourId=${p.tourId}&playerId=${p.playerId}`} className="search-item">
            <span className="search-item__title">{en ? `${p.firstNameEn} ${p.lastNameEn}` : p.nameKo}</span>
            <span className="search-item__meta">
              <span>{en ? p.nameKo : `${p.firstNameEn} ${p.lastNameEn.toUpperCase()}`}</span>
              <Flag code={p.country} />
              <span>{tourName(p.tourId, i18n.locale, true)}</span>
            </span>
          </PortalLink>
        </li>
      ))}
    </ul>
  )
}

export function TournamentResults({ items }: { items: readonly SearchTournamentDto[] }) {
  const { i18n } = useLingui()
  return (
    <ul role="list" className="search-list">
      {items.map((g) => (
        <li key={g.gameId}>
          <PortalLink to={`/tours/game/game?tourId=${g.tourId}&gameId=${g.gameId}`} className="search-item">
            <span className="search-item__title">{i18n.locale === 'en' ? g.nameEn : g.nameKo}</span>
            <span className="search-item__meta">
              <span>{tourName(g.tourId, i18n.locale, true)}</span>
              <span>
                {dayText(g.startDate, i18n.locale)} – {dayText(g.endDate, i18n.locale)}
              </span>
              <span className="search-item__status">{gameStatusName(g.status, i18n.locale)}</span>
            </span>
          </PortalLink>
        </li>
      ))}
    </ul>
  )
}

export function NewsResults({ items }: { items: readonly SearchNewsDto[] }) {
  const { i18n } = useLingui()
  return (
    <ul role="list" className="search-list">
      {items.map((n) => (
        <li key={n.id}>
          <PortalLink to={n.path} className="search-item">
            <span className="search-item__title">{i18n.locale === 'en' ? n.titleEn : n.titleKo}</span>
            <span className="search-item__meta">{dayText(n.publishedAt, i18n.locale)}</span>
          </PortalLink>
        </li>
      ))}
    </ul>
  )
}

export function PageResults({ items }: { items: readonly SearchPageDto[] }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  return (
    <ul role="list" className="search-list">
      {items.map((p) => {
        const section = en ? p.sectionEn : p.sectionKo
        return (
          <li key={p.id}>
            <PortalLink to={p.path} className="search-item">
              <span className="search-item__title">{en ? p.titleEn : p.titleKo}</span>
              <span className="search-item__meta">
                <span>
                  <Trans>Section: {section}</Trans>
                </span>
              </span>
            </PortalLink>
          </li>
        )
      })}
    </ul>
  )
}
