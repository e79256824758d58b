import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { InquiryState } from '@domain/support'
import { staffInquiriesQueryOptions } from '@/api/support'
import { Pagination } from '@/components/ui/pagination'
import { StaffBand } from '@/components/staff/staff-band'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { DeskError, DeskLoading } from '../desk-states'
import { AnswerCard } from './answer-card'
import { FaqEditor } from './faq-editor'
import './inquiries.css'

export interface InquiryDeskSearch {
  view: 'queue' | 'faq'
  state: InquiryState | 'all'
  page: number
}

/**
 * /staff/inquiries: the secretariat's 1:1 inquiry queue with the answer form, and the FAQ editor
 * (docs/requirements/my-page.md#my-15). The first answer sends the member a mail notice; the server audits all.
 */
export function InquiryDesk({
  search,
  onSearch,
}: {
  search: InquiryDeskSearch
  onSearch: (s: InquiryDeskSearch) => void
}) {
  const { t } = useLingui()
  useDocumentTitle(t`Inquiries and FAQ`)
  return (
    <>
      <StaffBand title={<Trans>Inquiries and FAQ</Trans>} current="inquiries" />
      <div className="container staff-body">
        <nav className="inquiry-desk__views" aria-label={t`Inquiry desk views`}>
          <button
            type="button"
            className="support-desk-tab"
            aria-pressed={search.view === 'queue'}
            onClick={() => onSearch({ ...search, view: 'queue' })}
          >
            <Trans>1:1 inquiries</Trans>
          </button>
          <button
            type="button"
            className="support-desk-tab"
            aria-pressed={search.view === 'faq'}
            onClick={() => onSearch({ ...search, view: 'faq' })}
          >
            <Trans>FAQ editor</Trans>
          </button>
        </nav>
        {search.view === 'faq' ? <FaqEditor /> : <Queue search={search} onSearch={onSearch} />}
      </div>
    </>
  )
}

function Queue({ search, onSearch }: { search: InquiryDeskSearch; onSearch: (s: InquiryDeskSearch) => void }) {
  const { t } = useLingui()
  const queue = useQuery(staffInquiriesQueryOptions(search.state, search.page))
  const states: Array<[InquiryDeskSearch['state'], string]> = [
    ['unanswered', t`Unanswered`],
    ['answered', t`Answer completed`],
    ['all', t`All`],
  ]
  return (
    <section className="staff-card" aria-labelledby="inquiry-queue-title">
      <h2 id="inquiry-queue-title" className="staff-card__title">
        <Trans>Inquiry queue</Trans>
        {queue.data ? (
          <span className="staff-muted">
            {' '}
            <Trans>({queue.data.unanswered} unanswered)</Trans>
          </span>
        ) : null}
      </h2>
      <div className="inquiry-desk__filters" role="group" aria-label={t`State`}>
        {states.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="btn btn--sm"
            aria-pressed={search.state === value}
            onClick={() => onSearch({ ...search, state: value, page: 1 })}
          >
            {label}
          </button>
        ))}
      </div>
      {queue.isPending ? (
        <DeskLoading />
      ) : queue.isError ? (
        <DeskError error={queue.error} retry={() => void queue.refetch()} />
      ) : queue.data.items.length === 0 ? (
        <p className="staff-muted">
          <Trans>No inquiries here.</Trans>
        </p>
      ) : (
        <ul role="list" className="inquiry-desk__list">
          {queue.data.items.map((inquiry) => (
            <li key={inquiry.id}>
              <AnswerCard inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
      {queue.data && queue.data.total > queue.data.pageSize ? (
        <Pagination
          page={search.page}
          pageCount={Math.ceil(queue.data.total / queue.data.pageSize)}
          onPage={(page) => onSearch({ ...search, page })}
          label={t`Queue pages`}
        />
      ) : null}
    </section>
  )
}
