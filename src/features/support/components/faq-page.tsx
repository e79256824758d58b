import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { FAQ_CATEGORIES, FAQ_LIMITS, type FaqCategory } from '@domain/support'
import { faqQueryOptions } from '@/api/support'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { faqCategoryText, pick } from '@/lib/support-texts'
import './support.css'

export interface FaqSearch {
  category?: FaqCategory | undefined
  q?: string | undefined
}

/**
 * /abouts/faq: the association's frequently asked questions (docs/requirements/my-page.md#my-15), by category and
 * by words, as an accordion; the way to a 1:1 inquiry when the answer is not here.
 */
export function FaqPage({ search, onSearch }: { search: FaqSearch; onSearch: (next: FaqSearch) => void }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Frequently asked questions`)
  const category = search.category ?? 'all'
  const q = search.q ?? ''
  const faq = useQuery(faqQueryOptions(category, q))
  const [term, setTerm] = useState(q)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch({ ...search, q: term.trim() || undefined })
  }
  const chip = (value: FaqCategory | 'all', label: string) => (
    <li key={value}>
      <button
        type="button"
        className="support-chip"
        aria-pressed={category === value}
        onClick={() => onSearch({ ...search, category: value === 'all' ? undefined : value })}
      >
        {label}
      </button>
    </li>
  )
  return (
    <>
      <PageBand eyebrow={<Trans>Help</Trans>} title={<Trans>Frequently asked questions</Trans>} />
      <div className="container support-page">
        <form className="support-search" role="search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="faq-q">
            <Trans>Search the questions</Trans>
          </label>
          <input
            id="faq-q"
            type="search"
            className="field__input"
            value={term}
            maxLength={FAQ_LIMITS.queryMax}
            placeholder={t`Search the questions`}
            onChange={(e) => setTerm(e.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            <Trans>Search</Trans>
          </button>
        </form>
        <ul role="list" className="support-chips" aria-label={t`Categories`}>
          {chip('all', t`All`)}
          {FAQ_CATEGORIES.map((c) => chip(c, faqCategoryText(i18n, c)))}
        </ul>
        {faq.isPending ? (
          <Skeleton height="16rem" radius="12px" />
        ) : faq.isError ? (
          <EmptyState icon="alert" title={<Trans>The questions could not be loaded.</Trans>}>
            <button type="button" className="btn" onClick={() => void faq.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </EmptyState>
        ) : faq.data.length === 0 ? (
          <EmptyState icon="search" title={<Trans>No search results</Trans>}>
            <Trans>Try other words, or ask us directly.</Trans>
          </EmptyState>
        ) : (
          <div className="faq-list">
            {faq.data.map((entry) => (
              <details key={entry.id} className="faq-item">
                <summary className="faq-item__question">
                  <span className="faq-item__mark" aria-hidden="true">
                    Q
                  </span>
                  <span>{pick(entry.question, i18n.locale)}</span>
                  <span className="faq-item__category">{faqCategoryText(i18n, entry.category)}</span>
                </summary>
                <p className="faq-item__answer">{pick(entry.answer, i18n.locale)}</p>
              </details>
            ))}
          </div>
        )}
        <aside className="support-cta">
          <p>
            <Trans>Did not find your answer? Ask the association in a 1:1 inquiry.</Trans>
          </p>
          <Link to="/member/mypage" search={{ tab: 'inquiry' }} className="btn btn--primary">
            <Trans>Ask a question</Trans>
          </Link>
        </aside>
      </div>
    </>
  )
}
