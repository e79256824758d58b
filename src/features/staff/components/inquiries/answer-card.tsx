import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { StaffInquiry } from '@contract/support'
import { INQUIRY_LIMITS } from '@domain/support'
import { formatSeoulMoment } from '@domain/time'
import { answerInquiry, supportKeys } from '@/api/support'
import { errorText } from '@/lib/error-texts'

/** One inquiry of the queue: the member's question and the answer form (a correction once answered). */
export function AnswerCard({ inquiry }: { inquiry: StaffInquiry }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [answer, setAnswer] = useState(inquiry.answer ?? '')
  const [editing, setEditing] = useState(inquiry.answer === null)
  const [problem, setProblem] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: () => answerInquiry(inquiry.id, answer.trim()),
    onSuccess: async () => {
      setEditing(false)
      await queryClient.invalidateQueries({ queryKey: supportKeys.staffQueue })
    },
    onError: (error) => setProblem(errorText(i18n, error.code) ?? t`The answer could not be saved. Please try again.`),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const length = answer.trim().length
    if (length < INQUIRY_LIMITS.answerMin || length > INQUIRY_LIMITS.answerMax) {
      setProblem(t`Write an answer of ${INQUIRY_LIMITS.answerMin} to ${INQUIRY_LIMITS.answerMax} characters.`)
      return
    }
    setProblem(null)
    save.mutate()
  }
  const who = inquiry.member.memberNo ? `${inquiry.member.name} (${inquiry.member.memberNo})` : inquiry.member.name
  return (
    <article className="inquiry-desk__item" aria-labelledby={`staff-inquiry-${inquiry.id}`}>
      <p className="staff-list__meta">
        <span className={`status-badge ${inquiry.state === 'answered' ? 'status-badge--ok' : 'status-badge--due'}`}>
          {inquiry.state === 'answered' ? <Trans>Answer completed</Trans> : <Trans>Unanswered</Trans>}
        </span>{' '}
        {who} · {formatSeoulMoment(inquiry.createdAt, i18n.locale)}
      </p>
      <h3 id={`staff-inquiry-${inquiry.id}`} className="inquiry-desk__title">
        {inquiry.title}
      </h3>
      <p className="inquiry-desk__text">{inquiry.content}</p>
      {editing ? (
        <form className="inquiry-desk__form" onSubmit={submit} noValidate>
          <label className="field">
            <span className="field__label">
              <Trans>Answer</Trans>
            </span>
            <textarea
              className="field__input inquiry-desk__answer"
              rows={5}
              value={answer}
              maxLength={INQUIRY_LIMITS.answerMax}
              onChange={(e) => setAnswer(e.target.value)}
            />
          </label>
          {problem ? (
            <p className="staff-alert" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="inquiry-desk__actions">
            {inquiry.answer !== null ? (
              <button type="button" className="btn btn--sm" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </button>
            ) : null}
            <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
              {inquiry.answer === null ? <Trans>Send answer</Trans> : <Trans>Save correction</Trans>}
            </button>
          </div>
        </form>
      ) : (
        <div className="inquiry-desk__answered">
          <p className="inquiry-desk__text">{inquiry.answer}</p>
          <button type="button" className="btn btn--sm" onClick={() => setEditing(true)}>
            <Trans>Correct the answer</Trans>
          </button>
        </div>
      )}
    </article>
  )
}
