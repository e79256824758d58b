import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { applyForReinstatement, reinstatementQueryOptions } from '@/api/dues'
import { queryKeys } from '@/api/query-keys'
import { Skeleton } from '@/components/ui/skeleton'
import { REINSTATEMENT_STATE_LABELS } from '@/lib/standing-labels'
import { formatCalendarDay } from '@domain/time'
import { formatDay } from '../../format'
import { PayFailure } from './pay-failure'
import { Row } from './row'

const REINSTATEMENT_FORM = '/forms/reinstatement-application.html'
const CONSENT_FORM = '/forms/reinstatement-consent.html'

/**
 * Reinstatement of an expelled member (docs/requirements/standing-and-dues.md#sd-7): the window, the application
 * with a statement, the consents collected from members' own accounts, and the forms to download.
 */
export function ReinstatementPanel() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const mine = useQuery(reinstatementQueryOptions())
  const [statement, setStatement] = useState('')
  const apply = useMutation({
    mutationFn: () => applyForReinstatement(statement.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dues.reinstatement() }),
  })
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  if (mine.isPending) return <Skeleton height="6rem" radius="12px" />
  if (mine.isError || mine.data.standing !== 'expelled') return null
  const { window: w, application: r, mayApply } = mine.data
  return (
    <section className="mypage-card" aria-labelledby="reinstatement-title">
      <h2 id="reinstatement-title" className="mypage-card__title">
        <Trans>Reinstatement</Trans>
      </h2>
      {w ? (
        <dl className="mypage-facts">
          <Row label={t`Relief period ends`}>{day(w.reliefEndsOn)}</Row>
          <Row label={t`Application window`}>
            {day(w.applyFrom)} – {day(w.applyUntil)}
          </Row>
          <Row label={t`Consents needed`}>{w.consentsNeeded}</Row>
        </dl>
      ) : null}
      <p className="dues-forms">
        <a href={REINSTATEMENT_FORM} target="_blank" rel="noreferrer" className="btn btn--sm">
          <Trans>Application form</Trans>
        </a>{' '}
        <a href={CONSENT_FORM} target="_blank" rel="noreferrer" className="btn btn--sm">
          <Trans>Consent form</Trans>
        </a>
      </p>
      {r ? (
        <dl className="mypage-facts">
          <Row label={t`Applied`}>{formatDay(r.appliedAt, i18n.locale)}</Row>
          <Row label={t`Consents collected`}>
            <span className="num">
              {r.consents}/{r.consentsNeeded}
            </span>
          </Row>
          <Row label={t`State`}>{i18n._(REINSTATEMENT_STATE_LABELS[r.state])}</Row>
          {r.decisionReason ? <Row label={t`Reason`}>{r.decisionReason}</Row> : null}
        </dl>
      ) : null}
      {mayApply ? (
        <form
          className="dues-form"
          onSubmit={(e) => {
            e.preventDefault()
            if (statement.trim()) apply.mutate()
          }}
        >
          <label className="field">
            <span className="field__label">
              <Trans>Statement</Trans>
            </span>
            <textarea
              className="field__input"
              rows={4}
              maxLength={2000}
              value={statement}
              required
              onChange={(e) => setStatement(e.target.value)}
            />
          </label>
          <p className="mypage-muted">
            <Trans>Ask members to consent from their own accounts with your membership number.</Trans>
          </p>
          <div className="dues-actions">
            <button type="submit" className="btn btn--primary" disabled={apply.isPending || !statement.trim()}>
              <Trans>Apply for reinstatement</Trans>
            </button>
          </div>
          {apply.isError ? <PayFailure error={apply.error} /> : null}
        </form>
      ) : !r ? (
        <p className="mypage-muted">
          <Trans>You cannot apply for reinstatement now. Please check the application window.</Trans>
        </p>
      ) : null}
    </section>
  )
}
