import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CertificateDto } from '@contract/certificates'
import { formatCalendarDay } from '@domain/time'
import { myCertificatesQueryOptions } from '@/api/certificates'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { STATE_LABELS, TYPE_LABELS } from './labels'
import { downloadPdf, openPdfForPrint } from './pdf-file'

/** The member's issued certificates, newest first, each with its PDF to download or print. */
export function CertificateList() {
  const { t } = useLingui()
  const list = useQuery(myCertificatesQueryOptions())
  return (
    <section className="mypage-card" aria-labelledby="cert-list-title" aria-busy={list.isPending}>
      <h2 id="cert-list-title" className="mypage-card__title">
        <Trans>Issued certificates</Trans>
      </h2>
      {list.isPending ? (
        <Skeleton height="6rem" />
      ) : list.isError ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          <Trans>The certificates could not be loaded. Please try again.</Trans>
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState icon="certificate" title={t`No certificates issued yet`}>
          <Trans>Certificates you request here are listed with their PDF.</Trans>
        </EmptyState>
      ) : (
        <ul role="list" className="cert-list">
          {list.data.items.map((c) => (
            <CertificateItem key={c.no} cert={c} />
          ))}
        </ul>
      )}
    </section>
  )
}

export function CertificateItem({ cert }: { cert: CertificateDto }) {
  const { i18n } = useLingui()
  const [failed, setFailed] = useState(false)
  const run = (action: (no: string) => Promise<void>) => () => {
    setFailed(false)
    action(cert.no).catch(() => setFailed(true))
  }
  return (
    <li className="cert-item">
      <div className="cert-item__main">
        <span className="cert-item__type">{i18n._(TYPE_LABELS[cert.facts.type])}</span>
        <span className={`cert-state cert-state--${cert.state}`}>{i18n._(STATE_LABELS[cert.state])}</span>
      </div>
      <p className="cert-item__meta mypage-muted">
        <span className="num">{cert.no}</span> ·{' '}
        <Trans>
          Issued {formatCalendarDay(cert.facts.issuedOn, i18n.locale)}, valid until{' '}
          {formatCalendarDay(cert.facts.validUntil, i18n.locale)}
        </Trans>
        {' · '}
        {cert.facts.submitTo}
      </p>
      {cert.revokeReason ? (
        <p className="cert-item__meta">
          <Trans>Revoked: {cert.revokeReason}</Trans>
        </p>
      ) : null}
      <div className="cert-item__actions">
        <button type="button" className="btn btn--sm" onClick={run(downloadPdf)}>
          <Trans>Download PDF</Trans>
        </button>
        <button type="button" className="btn btn--sm btn--quiet" onClick={run(openPdfForPrint)}>
          <Trans>Print</Trans>
        </button>
        <a className="btn btn--sm btn--quiet" href={cert.verifyPath} target="_blank" rel="noreferrer">
          <Trans>Verification page</Trans>
        </a>
      </div>
      {failed ? (
        <p className="field__error" role="alert">
          <Trans>The PDF could not be opened. Please try again.</Trans>
        </p>
      ) : null}
    </li>
  )
}
