import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatSeoulMoment } from '@domain/time'
import { myInquiriesQueryOptions, myInquiryQueryOptions } from '@/api/support'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { PanelError } from '../components/panel-error'
import { InquiryDetail } from './inquiry-detail'
import { InquiryForm } from './inquiry-form'
import { stateText } from './inquiry-texts'
import './inquiry.css'

type View = { kind: 'list' } | { kind: 'new' } | { kind: 'detail'; id: number } | { kind: 'edit'; id: number }

/**
 * /member/mypage?tab=inquiry: my 1:1 inquiries, a new one, one with its answer
 * (docs/requirements/my-page.md#my-15). Which one is open stays in the panel, not the URL: the tab is the address.
 */
export function InquiryPanel() {
  const [view, setView] = useState<View>({ kind: 'list' })
  const [page, setPage] = useState(1)
  if (view.kind === 'new')
    return (
      <InquiryForm onDone={(q) => setView({ kind: 'detail', id: q.id })} onCancel={() => setView({ kind: 'list' })} />
    )
  if (view.kind === 'detail')
    return (
      <InquiryDetail
        id={view.id}
        onBack={() => setView({ kind: 'list' })}
        onEdit={() => setView({ kind: 'edit', id: view.id })}
      />
    )
  if (view.kind === 'edit') return <InquiryEdit id={view.id} onDone={() => setView({ kind: 'detail', id: view.id })} />
  return (
    <InquiryList
      page={page}
      onPage={setPage}
      onOpen={(id) => setView({ kind: 'detail', id })}
      onNew={() => setView({ kind: 'new' })}
    />
  )
}

function InquiryEdit({ id, onDone }: { id: number; onDone: () => void }) {
  const inquiry = useQuery(myInquiryQueryOptions(id))
  if (inquiry.isPending) return <Skeleton height="12rem" radius="12px" />
  if (inquiry.isError) return <PanelError onRetry={() => void inquiry.refetch()} />
  return <InquiryForm editing={inquiry.data} onDone={onDone} onCancel={onDone} />
}

function InquiryList({
  page,
  onPage,
  onOpen,
  onNew,
}: {
  page: number
  onPage: (page: number) => void
  onOpen: (id: number) => void
  onNew: () => void
}) {
  const { t, i18n } = useLingui()
  const list = useQuery(myInquiriesQueryOptions(page))
  const ask = (
    <button type="button" className="btn btn--primary" onClick={onNew}>
      <Trans>Ask a question</Trans>
    </button>
  )
  return (
    <div className="mypage-stack">
      <section className="mypage-card" aria-labelledby="inquiries-title">
        <div className="inquiry-list__head">
          <h2 id="inquiries-title" className="mypage-card__title">
            <Trans>1:1 inquiry</Trans>
          </h2>
          {ask}
        </div>
        <p className="mypage-muted">
          <Trans>
            Ask the association anything about your membership. We answer within 24 hours on weekdays and tell you by
            e-mail.
          </Trans>{' '}
          <Link to="/abouts/faq" className="inquiry-link">
            <Trans>See the frequently asked questions</Trans>
          </Link>
        </p>
        {list.isPending ? (
          <Skeleton height="8rem" />
        ) : list.isError ? (
          <PanelError onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon="headset" title={<Trans>No inquiries yet</Trans>}>
            <Trans>Your questions and the association's answers will appear here.</Trans>
          </EmptyState>
        ) : (
          <ul role="list" className="inquiry-list">
            {list.data.items.map((q) => (
              <li key={q.id}>
                <button type="button" className="inquiry-list__item" onClick={() => onOpen(q.id)}>
                  <span className={`status-badge ${q.state === 'answered' ? 'status-badge--ok' : 'status-badge--due'}`}>
                    {stateText(i18n, q.state)}
                  </span>
                  <span className="inquiry-list__title">{q.title}</span>
                  <span className="mypage-muted inquiry-list__date">{formatSeoulMoment(q.createdAt, i18n.locale)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.data && list.data.total > list.data.pageSize ? (
          <Pagination
            page={page}
            pageCount={Math.ceil(list.data.total / list.data.pageSize)}
            onPage={onPage}
            label={t`Inquiry pages`}
          />
        ) : null}
      </section>
    </div>
  )
}
