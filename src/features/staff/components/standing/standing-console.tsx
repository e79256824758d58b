import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { memberSearchQueryOptions } from '@/api/staff-standing'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { STANDING_LABELS } from '@/lib/standing-labels'
import { DeskError, DeskLoading } from '../desk-states'
import { StaffBand } from '@/components/staff/staff-band'
import { MemberLedger } from './member-ledger'
import { ReinstatementQueue } from './reinstatement-queue'
import '../../standing.css'

interface StandingConsoleProps {
  memberId: number | undefined
  onPick: (memberId: number | undefined) => void
}

/**
 * /staff/standing: find a member, read the ledger, record an offline bank transfer or a sanction, and decide the
 * reinstatement queue (docs/requirements/standing-and-dues.md#sd-13). The server audits every action.
 */
export function StandingConsole({ memberId, onPick }: StandingConsoleProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Standing and dues`)
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const found = useQuery({ ...memberSearchQueryOptions(q), enabled: q.length > 0 })
  return (
    <>
      <StaffBand title={<Trans>Standing and dues</Trans>} current="standing" />
      <div className="container staff-body">
        <div className="staff-grid">
          <section className="staff-card" aria-labelledby="standing-search-title">
            <h2 id="standing-search-title" className="staff-card__title">
              <Trans>Find a member</Trans>
            </h2>
            <form
              className="staff-inline-form"
              role="search"
              onSubmit={(e) => {
                e.preventDefault()
                setQ(typed.trim())
              }}
            >
              <label className="field">
                <span className="field__label">
                  <Trans>Name or membership number</Trans>
                </span>
                <input className="field__input" value={typed} onChange={(e) => setTyped(e.target.value)} />
              </label>
              <button type="submit" className="btn btn--primary" disabled={!typed.trim()}>
                <Trans>Search</Trans>
              </button>
            </form>
            {found.isFetching && !found.data ? <DeskLoading /> : null}
            {found.isError ? <DeskError error={found.error} retry={() => void found.refetch()} /> : null}
            {found.data && found.data.length === 0 ? (
              <p className="staff-muted">
                <Trans>No member matches.</Trans>
              </p>
            ) : null}
            {found.data && found.data.length > 0 ? (
              <ul role="list" className="staff-list">
                {found.data.map((m) => (
                  <li key={m.memberId} className="staff-list__item">
                    <span className="staff-list__main">
                      <strong>{m.name}</strong>
                      <span className="staff-list__meta">
                        {m.memberNo ?? '–'} · {i18n._(STANDING_LABELS[m.standing])}
                      </span>
                    </span>
                    <span className="staff-list__actions">
                      <button
                        type="button"
                        className="btn btn--sm"
                        aria-pressed={m.memberId === memberId}
                        onClick={() => onPick(m.memberId)}
                      >
                        <Trans>Ledger</Trans>
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <ReinstatementQueue onOpen={onPick} />
        </div>
        {memberId ? <MemberLedger key={memberId} memberId={memberId} /> : null}
      </div>
    </>
  )
}
