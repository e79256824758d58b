import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { educationKeys } from '@/api/education'
import { applyForEducation, myEducationApplicationsQueryOptions } from '@/api/education-applications'
import { PortalLink } from '@/components/ui/portal-link'
import { paymentErrorText } from '@/lib/payment-errors'
import { paths } from '@/lib/portal-paths'
import { formatWon } from '@/lib/money'
import type { EducationEventDetailDto } from '@contract/education'

const LIVE = new Set(['applied', 'awaiting_payment', 'waiting_for_deposit', 'paid', 'attended', 'completed'])

/**
 * The member's application for this session (docs/requirements/my-page.md#my-11): the Apply button while the
 * server's check allows it, or what the member already has, with a link to pay or show the QR in the member area.
 */
export function ApplyBox({
  event,
  memberId,
  canApplyNow,
}: {
  event: EducationEventDetailDto
  memberId: string
  canApplyNow: boolean
}) {
  const { i18n } = useLingui()
  const client = useQueryClient()
  const mine = useQuery(myEducationApplicationsQueryOptions(memberId))
  const apply = useMutation({
    mutationFn: () => applyForEducation(event.eventId),
    onSuccess: () => client.invalidateQueries({ queryKey: educationKeys.all }),
  })
  const current = mine.data?.items.find((a) => a.eventId === event.eventId && LIVE.has(a.state))
  if (current) {
    return (
      <div className="edu-apply" data-state={current.state}>
        <p className="edu-apply__done">
          {current.storedState === 'awaiting_payment' ? (
            <Trans>You have applied. Pay the fee in the member area to confirm your place.</Trans>
          ) : (
            <Trans>You have applied for this session.</Trans>
          )}
        </p>
        <PortalLink to={paths.myPageTab('edu')} className="btn btn--primary">
          <Trans>My education applications</Trans>
        </PortalLink>
      </div>
    )
  }
  return (
    <div className="edu-apply">
      <button
        type="button"
        className="btn btn--primary btn--lg"
        disabled={!canApplyNow || apply.isPending || mine.isPending}
        onClick={() => apply.mutate()}
      >
        {event.costWon > 0 ? (
          <Trans>Apply ({formatWon(event.costWon, i18n.locale)})</Trans>
        ) : (
          <Trans>Apply (free)</Trans>
        )}
      </button>
      {apply.isError ? (
        <p className="edu-apply__error" role="alert">
          {paymentErrorText(i18n, apply.error)}
        </p>
      ) : null}
    </div>
  )
}
