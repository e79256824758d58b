import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ApplicationDto } from '@contract/game-apply'
import { reserveInfoQueryOptions } from '@/api/game-apply'
import { PortalLink } from '@/components/ui/portal-link'
import { formatDateRange } from '@/lib/game-format'
import { paths } from '@/lib/portal-paths'
import { ApplyFrame } from './apply-frame'
import { feeText, inLanguage, MY_APPLICATIONS_PATH } from './format'
import { CADDIE_LABELS, GAME_APPLICATION_STATE_LABELS as STATE_LABELS } from '@/lib/game-apply-labels'
import { Outcome } from './outcome'
import { BackToListState, NoGameChosen, StepFailed, StepLoading } from './page-states'
import { Fact } from './fact'

/**
 * /communitys/gameApplyComplete: the outcome of an application (docs/requirements/tournament-applications.md#app-8,
 * docs/decisions/0082-application-lifecycle.md): in the field and paid, waiting for a deposit, to be paid by a time,
 * or on the waiting list with the position. The payment door's success page sends entry-fee orders back here. The
 * member has one live application per tournament, so the tournament finds it (the URL's applicationId is for links).
 */
export function CompletePage({ gameId }: { gameId: number | null }) {
  const { t } = useLingui()
  const reserve = useQuery({ ...reserveInfoQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const mine = reserve.data?.mine ?? null
  return (
    <ApplyFrame title={t`Your application`} step="complete">
      {gameId === null ? (
        <NoGameChosen />
      ) : reserve.isPending ? (
        <StepLoading />
      ) : reserve.isError ? (
        <StepFailed error={reserve.error} onRetry={() => void reserve.refetch()} />
      ) : !mine ? (
        <BackToListState title={t`You have no application for this tournament.`} />
      ) : (
        <Summary application={mine} />
      )}
    </ApplyFrame>
  )
}

function Summary({ application: a }: { application: ApplicationDto }) {
  const { t, i18n } = useLingui()
  return (
    <section className="apply-card apply-done" aria-labelledby="apply-done-title">
      <div className="apply-card__head">
        <h2 id="apply-done-title" className="apply-card__title">
          {inLanguage(i18n, a.nameKo, a.nameEn)}
        </h2>
        <span className={`apply-state apply-state--${a.state}`}>{i18n._(STATE_LABELS[a.state])}</span>
      </div>
      <Outcome application={a} />
      <dl className="apply-facts">
        <Fact label={t`Dates`}>{formatDateRange(a.startDate, a.endDate, i18n.locale)}</Fact>
        <Fact label={t`Application number`} num>
          {a.arrivalNo}
        </Fact>
        <Fact label={t`Caddie`}>{i18n._(CADDIE_LABELS[a.caddie])}</Fact>
        <Fact label={t`Contact mobile`} num>
          {a.mobile}
        </Fact>
        <Fact label={t`Entry fee`} num>
          {feeText(i18n, a.amountWon)}
        </Fact>
      </dl>
      <div className="apply-actions">
        <PortalLink to={MY_APPLICATIONS_PATH} className="btn btn--primary">
          <Trans>My applications</Trans>
        </PortalLink>
        <Link to={paths.applicationList} className="btn">
          <Trans>Back to the list</Trans>
        </Link>
      </div>
    </section>
  )
}
