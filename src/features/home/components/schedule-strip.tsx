import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useLayoutEffect, useRef } from 'react'
import { scheduleQueryOptions } from '@/api/schedule'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { formatShortDate, gameTabFor } from '@/lib/game-format'
import { paths } from '@/lib/portal-paths'
import './schedule-strip.css'

/** The season as a sideways strip, opened at the tournament in progress (or the next one). */
export function ScheduleStrip({ tourId }: { tourId: number }) {
  const { t, i18n } = useLingui()
  const query = useQuery(scheduleQueryOptions(tourId))
  const listRef = useRef<HTMLUListElement>(null)
  const items = query.data?.items ?? []
  const focus = items.find((g) => g.status === 2) ?? items.find((g) => g.status === 1 || g.status === 4)
  const en = i18n.locale === 'en'

  useLayoutEffect(() => {
    const list = listRef.current
    const card = list?.querySelector<HTMLElement>('[data-focus="true"]')
    // Scroll the strip only, never the page, so that the card before the current one stays in view whole.
    const start = (card?.previousElementSibling as HTMLElement | null) ?? card
    if (list && start) list.scrollLeft = Math.max(0, start.offsetLeft - list.offsetLeft - 2)
  }, [focus?.gameId])

  if (query.isSuccess && items.length === 0) return null
  return (
    <section className="schedule-strip" aria-labelledby="strip-title">
      <div className="container digest-head">
        <h2 id="strip-title" className="digest-title">
          {query.data ? <Trans>{query.data.year} season</Trans> : <Trans>Season schedule</Trans>}
        </h2>
        <PortalLink to={paths.schedule(tourId)} className="text-link">
          <Trans>Full schedule</Trans>
          <Icon name="chevronRight" />
        </PortalLink>
      </div>
      <div className="container">
        {query.isPending ? (
          <Skeleton height="7.5rem" radius="16px" />
        ) : query.isError ? (
          <p className="digest-note">
            <Trans>This information could not be loaded</Trans>
          </p>
        ) : (
          <ul
            ref={listRef}
            role="list"
            className="schedule-strip__list"
            aria-label={t`Tournaments of the season`}
            tabIndex={0}
          >
            {items.map((g) => (
              <li key={g.gameId} className="strip-card" data-status={g.status} data-focus={g.gameId === focus?.gameId}>
                <span className="strip-card__date">
                  {formatShortDate(g.startDate, i18n.locale)} – {formatShortDate(g.endDate, i18n.locale)}
                </span>
                <PortalLink to={paths.game(g.tourId, g.gameId, gameTabFor(g.status))} className="strip-card__name">
                  {en ? g.nameEn : g.nameKo}
                </PortalLink>
                <GameStatusBadge status={g.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
