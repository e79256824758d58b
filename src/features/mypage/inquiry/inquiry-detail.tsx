import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatSeoulMoment } from '@domain/time'
import { myInquiryQueryOptions, removeInquiry, supportKeys, inquiryCategoriesQueryOptions } from '@/api/support'
import { Skeleton } from '@/components/ui/skeleton'
import { errorText } from '@/lib/error-texts'
import { PanelError } from '../components/panel-error'
import { pick } from '@/lib/support-texts'
import { stateText } from './inquiry-texts'

/** One inquiry with the staff's answer; edit and delete only while unanswered (MY-15). */
export function InquiryDetail({ id, onBack, onEdit }: { id: number; onBack: () => void; onEdit: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const inquiry = useQuery(myInquiryQueryOptions(id))
  const categories = useQuery(inquiryCategoriesQueryOptions())
  const remove = useMutation({
    mutationFn: () => removeInquiry(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: supportKeys.mine })
      onBack()
    },
  })
  if (inquiry.isPending) return <Skeleton height="12rem" radius="12px" />
  if (inquiry.isError) return <PanelError onRetry={() => void inquiry.refetch()} />
  const q = inquiry.data
  const category = categories.data?.find((c) => c.code === q.category)
  const when = (iso: string) => formatSeoulMoment(iso, i18n.locale)
  return (
    <article className="mypage-card inquiry-detail" aria-labelledby="inquiry-title">
      <p className="inquiry-detail__meta">
        <span className={`status-badge ${q.state === 'answered' ? 'status-badge--ok' : 'status-badge--due'}`}>
          {stateText(i18n, q.state)}
        </span>
        {category ? <span>{pick(category.name, i18n.locale)}</span> : null}
        <span className="mypage-muted">{when(q.createdAt)}</span>
      </p>
      <h2 id="inquiry-title" className="mypage-card__title">
        {q.title}
      </h2>
      <p className="inquiry-detail__text">{q.content}</p>
      <section className="inquiry-answer" aria-label={t`Answer`}>
        <h3 className="inquiry-answer__title">
          <Trans>Answer</Trans>
        </h3>
        {q.answer ? (
          <>
            <p className="inquiry-detail__text">{q.answer}</p>
            <p className="mypage-muted">
              {q.answeredAt ? when(q.answeredAt) : null}
              {q.answerEditedAt ? (
                <>
                  {' · '}
                  <Trans>edited {when(q.answerEditedAt)}</Trans>
                </>
              ) : null}
            </p>
          </>
        ) : (
          <p className="mypage-muted">
            <Trans>The association has not answered yet. Answers usually come within 24 hours on weekdays.</Trans>
          </p>
        )}
      </section>
      {remove.isError ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          {errorText(i18n, remove.error.code) ?? t`The inquiry could not be deleted. Please try again.`}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="button" className="btn btn--quiet" onClick={onBack}>
          <Trans>Back to the list</Trans>
        </button>
        {q.mayChange ? (
          <>
            <button
              type="button"
              className="btn"
              disabled={remove.isPending}
              onClick={() => {
                if (window.confirm(t`Delete this inquiry?`)) remove.mutate()
              }}
            >
              <Trans>Delete</Trans>
            </button>
            <button type="button" className="btn btn--primary" onClick={onEdit}>
              <Trans>Edit</Trans>
            </button>
          </>
        ) : null}
      </div>
    </article>
  )
}
