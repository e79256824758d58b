import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { TUE_LIMITS, tueDecisionSchema, type TueReviewItemDto } from '@contract/clean-tue'
import { cleanKeys, decideTue } from '@/api/clean'
import { focusField } from '@/components/form/focus-field'
import { Icon } from '@/components/ui/icons'
import { fieldTexts, issueCodes } from '../field-texts'
import { serverFailure } from '../server-failure'

type Decision = 'reviewing' | 'approved' | 'rejected'

/** Approve, reject with a reason the member reads, or mark under review. A decision is final. */
export function TueDecisionForm({ application }: { application: TueReviewItemDto }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decideTue(application.applicationId, { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cleanKeys.all }),
    onError: (failure) => {
      const shown = serverFailure(i18n, failure)
      setError(shown.fields.reason ?? null)
      setNotice(shown.message)
      // Someone else decided meanwhile: the refreshed list shows their decision.
      void queryClient.invalidateQueries({ queryKey: cleanKeys.review })
    },
  })

  const submit = (decision: Decision) => {
    setNotice(null)
    const body = { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) }
    const parsed = tueDecisionSchema.safeParse(body)
    if (!parsed.success) {
      setError(fieldTexts(i18n, issueCodes(parsed.error, body)).reason ?? null)
      focusField(reasonRef.current)
      return
    }
    setError(null)
    decide.mutate(decision)
  }

  return (
    <div className="clean-decision" role="group" aria-label={t`Decision`}>
      <div className="field">
        <label htmlFor={id} className="field__label">
          <Trans>Reason or note to the member</Trans>
        </label>
        <textarea
          id={id}
          ref={reasonRef}
          className="field__input clean-textarea"
          rows={3}
          maxLength={TUE_LIMITS.reason}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value)
            setError(null)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note`}
        />
        {error ? (
          <p id={`${id}-note`} className="field__error" role="alert">
            <Icon name="alert" width={16} height={16} />
            {error}
          </p>
        ) : (
          <p id={`${id}-note`} className="field__hint">
            <Trans>Required for a rejection; the member reads it with the decision.</Trans>
          </p>
        )}
      </div>
      {notice ? (
        <p className="clean-notice clean-notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="clean-decision__actions">
        {application.status === 'submitted' ? (
          <button type="button" className="btn" disabled={decide.isPending} onClick={() => submit('reviewing')}>
            <Trans>Mark under review</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--danger-outline"
          disabled={decide.isPending}
          onClick={() => submit('rejected')}
        >
          <Trans>Reject</Trans>
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={decide.isPending}
          onClick={() => submit('approved')}
        >
          <Trans>Approve</Trans>
        </button>
      </div>
    </div>
  )
}
