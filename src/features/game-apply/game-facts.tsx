import { useLingui } from '@lingui/react/macro'
import type { ApplyGameDetailDto } from '@contract/game-apply'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { formatDateRange } from '@/lib/game-format'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'
import { formatWon } from '@/lib/money'
import { feeText, inLanguage, periodText, placesText } from './format'
import { WindowBadge } from './window-badge'

/**
 * The tournament's facts for applicants (docs/requirements/tournament-applications.md#app-7) and who may apply
 * (docs/decisions/0081-application-eligibility.md).
 */
export function GameFacts({ game: g }: { game: ApplyGameDetailDto }) {
  const { t, i18n } = useLingui()
  const venue = [inLanguage(i18n, g.venueKo, g.venueEn), inLanguage(i18n, g.courseKo, g.courseEn)]
    .filter(Boolean)
    .join(' · ')
  return (
    <section className="apply-card" aria-labelledby="apply-facts-title">
      <div className="apply-card__head">
        <h2 id="apply-facts-title" className="apply-card__title">
          {inLanguage(i18n, g.nameKo, g.nameEn)}
        </h2>
        <WindowBadge window={g.window} gameStatus={g.gameStatus} />
      </div>
      <dl className="apply-facts">
        <div>
          <dt>{t`Dates`}</dt>
          <dd>{formatDateRange(g.startDate, g.endDate, i18n.locale)}</dd>
        </div>
        <div>
          <dt>{t`Venue`}</dt>
          <dd>{venue || '—'}</dd>
        </div>
        <div>
          <dt>{t`Total purse`}</dt>
          <dd className="num">{g.purseWon === null ? '—' : formatWon(g.purseWon, i18n.locale)}</dd>
        </div>
        <div>
          <dt>{t`Genesis points to the winner`}</dt>
          <dd className="num">{g.winnerPoints === null ? '—' : g.winnerPoints.toLocaleString()}</dd>
        </div>
        <div>
          <dt>{t`Field size`}</dt>
          <dd className="num">{g.fieldSize === null ? t`No limit` : t`${g.fieldSize} players`}</dd>
        </div>
        <div>
          <dt>{t`Places taken`}</dt>
          <dd className="num">
            {placesText(i18n, g.accepted, g.fieldSize)} · {t`${g.waitlisted} waiting`}
          </dd>
        </div>
        <div>
          <dt>{t`Format`}</dt>
          <dd>
            {g.format === 'match' ? t`Match play` : t`Stroke play`} · {t`${g.rounds} rounds`}
          </dd>
        </div>
        <div>
          <dt>{t`Status`}</dt>
          <dd>
            <GameStatusBadge status={g.gameStatus} />
          </dd>
        </div>
        <div>
          <dt>{t`Entry fee`}</dt>
          <dd className="num">{feeText(i18n, g.entryFeeWon)}</dd>
        </div>
        <div className="apply-facts__wide">
          <dt>{t`Application period (Seoul time)`}</dt>
          <dd>{periodText(i18n, g.applicationOpensAt, g.applicationClosesAt)}</dd>
        </div>
        <div className="apply-facts__wide">
          <dt>{t`Who may apply`}</dt>
          <dd>
            <ul className="apply-eligible">
              {g.eligibleTypes.map((type) => (
                <li key={type}>{i18n._(MEMBERSHIP_TYPE_LABELS[type])}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  )
}
