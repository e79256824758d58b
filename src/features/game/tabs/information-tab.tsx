import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { courseInfoQueryOptions } from '@/api/game-course'
import { gameStatus } from '@domain/codes/game-status'
import { QueryState, TabEmpty } from '../components/query-state'
import { formatDay, localName } from '../format'
import type { TabProps } from '../tab-props'
import { CourseHolesTable } from './course-holes-table'
import { formatCount, formatSeoulInstant, useWon } from './info-format'
import { VisitorInfo } from './visitor-info'
import './info-tabs.css'

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The tournament at a glance (the fields of docs/requirements/tours-and-records.md#tr-6), its course, and the visitor's
 * information.
 */
export function InformationTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const won = useWon()
  const locale = i18n.locale
  const course = useQuery(courseInfoQueryOptions(game.gameId))
  const status = gameStatus(game.status)
  const none = t`None`
  const opens = game.applicationOpensAt
  const closes = game.applicationClosesAt
  const players = game.fieldSize === null ? null : formatCount(game.fieldSize, locale)
  const points = formatCount(game.genesisPoints, locale)
  const rounds = game.rounds
  const par = game.course?.par ?? 0
  const yards = formatCount(game.course?.yards ?? 0, locale)
  return (
    <section aria-label={t`Information`} className="game-tab">
      <section className="info-card" aria-labelledby="info-overview">
        <h3 id="info-overview" className="game-subtitle">{t`Tournament overview`}</h3>
        <dl className="info-list">
          <Fact label={t`Dates`}>
            {formatDay(game.startDate, locale)} – {formatDay(game.endDate, locale)}
          </Fact>
          <Fact label={t`Venue`}>
            {game.course
              ? `${localName(game.course, locale)} ` +
                `(${locale === 'en' ? game.course.locationEn : game.course.locationKo})`
              : t`To be announced`}
          </Fact>
          <Fact label={t`Total purse`}>{game.purseWon > 0 ? won(game.purseWon) : none}</Fact>
          <Fact label={t`Genesis points`}>{game.genesisPoints > 0 ? t`${points} points to the winner` : none}</Fact>
          <Fact label={t`Players`}>{players === null ? t`To be announced` : t`${players} players`}</Fact>
          <Fact label={t`Format`}>{game.format === 'match' ? t`Match play` : t`Stroke play, ${rounds} rounds`}</Fact>
          <Fact label={t`Status`}>{status ? (locale === 'en' ? status.en : status.ko) : '–'}</Fact>
          <Fact label={t`Entry fee`}>{game.entryFeeWon > 0 ? won(game.entryFeeWon) : none}</Fact>
          <Fact label={t`Ticket price`}>
            {game.ticketPriceWon === null ? t`Free admission` : won(game.ticketPriceWon)}
          </Fact>
          <Fact label={t`Application period`}>
            {opens && closes
              ? `${formatSeoulInstant(opens, locale)} – ${formatSeoulInstant(closes, locale)}`
              : t`No application`}
          </Fact>
          {game.broadcast ? (
            <Fact label={t`Broadcast`}>{locale === 'en' ? game.broadcast.en : game.broadcast.ko}</Fact>
          ) : null}
        </dl>
        <p className="game-note">{t`Times in Korea (KST)`}</p>
      </section>
      <section aria-labelledby="info-course">
        <h3 id="info-course" className="game-subtitle">
          {t`Course information`}
          {game.course ? <span className="muted"> · {t`Par ${par}, ${yards} yards`}</span> : null}
        </h3>
        <QueryState
          query={course}
          isEmpty={(c) => c.holes.length === 0}
          empty={<TabEmpty title={t`The course has not been announced yet`} />}
        >
          {(c) => <CourseHolesTable holes={c.holes} />}
        </QueryState>
      </section>
      <VisitorInfo game={game} />
    </section>
  )
}
