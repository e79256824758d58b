import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CertificateVerification } from '@contract/certificates'
import { formatCalendarDay } from '@domain/time'
import { verifyCertificateQueryOptions } from '@/api/certificates'
import { isApiError } from '@/api/api-error'
import { PageBand } from '@/components/ui/page-band'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { ASSOCIATION } from '@/lib/association'
import { verifyTexts } from './verify-texts'
import './verify-page.css'

/**
 * /certificates/verify/{no}?k=…: what the QR on a certificate opens (docs/requirements/my-page.md#my-5). Anyone may
 * read it; it says valid, revoked or expired, with the holder's name masked.
 */
export function VerifyPage({ no, k }: { no: string; k: string | undefined }) {
  const { t } = useLingui()
  useDocumentTitle(t`Certificate verification`)
  const check = useQuery({ ...verifyCertificateQueryOptions(no, k ?? ''), enabled: Boolean(k) })
  return (
    <div className="cert-verify">
      <PageBand eyebrow={<Trans>Certificates</Trans>} title={<Trans>Certificate verification</Trans>} />
      <div className="container cert-verify__body">
        {!k ? (
          <Unknown no={no} />
        ) : check.isPending ? (
          <Skeleton height="10rem" radius="12px" />
        ) : check.isError ? (
          isApiError(check.error) && check.error.status === 429 ? (
            <p className="cert-verify__card" role="alert">
              <Trans>Too many checks from this connection. Please try again in a minute.</Trans>
            </p>
          ) : (
            <Unknown no={no} />
          )
        ) : (
          <Result result={check.data} />
        )}
      </div>
    </div>
  )
}

function Unknown({ no }: { no: string }) {
  return (
    <section className="cert-verify__card cert-verify__card--bad" aria-live="polite">
      <h2 className="cert-verify__verdict">
        <Trans>No such certificate</Trans>
      </h2>
      <p>
        <Trans>
          We could not find certificate {no} with this code. Please scan the QR code on the certificate again, or
          contact the association.
        </Trans>
      </p>
    </section>
  )
}

function Result({ result }: { result: CertificateVerification }) {
  const { i18n } = useLingui()
  const texts = verifyTexts(result.state)
  return (
    <section className={`cert-verify__card cert-verify__card--${result.state}`} aria-live="polite">
      <p className="cert-verify__issuer">{i18n._(ASSOCIATION.name)}</p>
      <h2 className="cert-verify__verdict">{i18n._(texts.verdict)}</h2>
      <p>{i18n._(texts.explain)}</p>
      <dl className="cert-verify__facts">
        <dt>
          <Trans>Certificate number</Trans>
        </dt>
        <dd className="num">{result.no}</dd>
        <dt>
          <Trans>Certificate</Trans>
        </dt>
        <dd>{i18n._(texts.type(result.type))}</dd>
        <dt>
          <Trans>Holder</Trans>
        </dt>
        <dd>{result.holder}</dd>
        <dt>
          <Trans>Issued on</Trans>
        </dt>
        <dd>{formatCalendarDay(result.issuedOn, i18n.locale)}</dd>
        <dt>
          <Trans>Valid until</Trans>
        </dt>
        <dd>{formatCalendarDay(result.validUntil, i18n.locale)}</dd>
      </dl>
    </section>
  )
}
