import { useLingui } from '@lingui/react/macro'
import type { ApplyGameDetailDto } from '@contract/game-apply'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { formatDateRange } from '@/lib/game-format'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'
import { formatWon } from '@/lib/money'
import { feeText, inLanguage, periodText, placesText } from './format'
import { WindowBadge } from './window-badge'
import { Fact } from './fact'

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
        <Fact label={t`Dates`}>{formatDateRange(g.startDate, g.endDate, i18n.locale)}</Fact>
        <Fact label={t`Venue`}>{venue || '—'}</Fact>
        <Fact label={t`Total purse`} num>
          {g.purseWon === null ? '—' : formatWon(g.purseWon, i18n.locale)}
        </Fact>
        <Fact label={t`Genesis points to the winner`} num>
          {g.winnerPoints === null ? '—' : g.winnerPoints.toLocaleString()}
        </Fact>
        <Fact label={t`Field size`} num>
          {g.fieldSize === null ? t`No limit` : t`${g.fieldSize} players`}
        </Fact>
        <Fact label={t`Places taken`} num>
          {placesText(i18n, g.accepted, g.fieldSize)} · {t`${g.waitlisted} waiting`}
        </Fact>
        <Fact label={t`Format`}>
          {g.format === 'match' ? t`Match play` : t`Stroke play`} · {t`${g.rounds} rounds`}
        </Fact>
        <Fact label={t`Status`}>
          <GameStatusBadge status={g.gameStatus} />
        </Fact>
        <Fact label={t`Entry fee`} num>
          {feeText(i18n, g.entryFeeWon)}
        </Fact>
        <Fact label={t`Application period (Seoul time)`} wide>
          {periodText(i18n, g.applicationOpensAt, g.applicationClosesAt)}
        </Fact>
        <Fact label={t`Who may apply`} wide>
          <ul className="apply-eligible">
            {g.eligibleTypes.map((type) => (
              <li key={type}>{i18n._(MEMBERSHIP_TYPE_LABELS[type])}</li>
            ))}
          </ul>
        </Fact>
      </dl>
    </section>
  )
}
