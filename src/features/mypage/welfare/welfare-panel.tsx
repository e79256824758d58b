import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { WelfareApplicationDto } from '@contract/welfare'
import { welfareListQueryOptions } from '@/api/welfare'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ApplicationForm } from './application-form'
import { ApplicationItem } from './application-item'
import { EligibilityPanel } from './eligibility-panel'
import './welfare.css'

/**
 * /member/mypage?tab=welfare: eligibility, the online application and the offline form, and the applications with
 * their states (docs/requirements/my-page.md#my-7 to #my-10).
 */
export function WelfarePanel() {
  const [editing, setEditing] = useState<WelfareApplicationDto | 'new' | null>(null)
  const list = useQuery(welfareListQueryOptions())
  return (
    <div className="mypage-stack welfare">
      <EligibilityPanel />
      {editing ? (
        <ApplicationForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <section className="mypage-card welfare-apply" aria-labelledby="welfare-apply-title">
          <h2 id="welfare-apply-title" className="mypage-card__title">
            <Trans>Apply for a welfare benefit</Trans>
          </h2>
          <p className="mypage-muted">
            <Trans>
              Marriage, death, 70th birthday or business opening: claims are valid to the end of the year after the
              occasion. Attach a photo or PDF of the evidence.
            </Trans>
          </p>
          <div className="welfare-apply__actions">
            <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
              <Trans>New application</Trans>
            </button>
            <a className="btn" href="/forms/welfare-application.html" target="_blank" rel="noreferrer">
              <Trans>Offline application form</Trans>
            </a>
          </div>
        </section>
      )}
      <section className="mypage-card" aria-labelledby="welfare-list-title" aria-busy={list.isPending}>
        <h2 id="welfare-list-title" className="mypage-card__title">
          <Trans>My applications</Trans>
        </h2>
        {list.isError ? (
          <p className="mypage-muted">
            <Trans>Could not be loaded</Trans>
          </p>
        ) : !list.data ? (
          <Skeleton height="6rem" />
        ) : list.data.items.length === 0 ? (
          <EmptyState icon="welfare" title={<Trans>No welfare applications yet.</Trans>} as="h3" />
        ) : (
          <ul role="list" className="welfare-list">
            {list.data.items.map((a) => (
              <ApplicationItem key={a.id} a={a} onEdit={() => setEditing(a)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
