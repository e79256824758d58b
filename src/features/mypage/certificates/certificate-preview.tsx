import { Trans, useLingui } from '@lingui/react/macro'
import type { CertificateFacts } from '@contract/certificates'
import { toParText } from '@domain/certificates'
import { formatCalendarDay } from '@domain/time'
import { ASSOCIATION } from '@/lib/association'
import { STATEMENTS, TYPE_LABELS } from './labels'

/**
 * The certificate as it will be issued, drawn from the same facts the server freezes (POST /certificates/preview
 * answers exactly what POST /certificates stores), laid out like the PDF.
 */
export function CertificatePreview({ facts, no }: { facts: CertificateFacts; no?: string }) {
  const { i18n, t } = useLingui()
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  const h = facts.holder
  const records = facts.type === 'records'
  return (
    <article className="cert-doc" aria-label={t`Certificate preview`}>
      <p className="cert-doc__no">{no ? <Trans>No. {no}</Trans> : <Trans>The number is given at issue</Trans>}</p>
      <h3 className="cert-doc__title">{i18n._(TYPE_LABELS[facts.type])}</h3>
      <dl className="cert-doc__facts">
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{h.nameEn ? `${h.name} (${h.nameEn})` : h.name}</dd>
        <dt>
          <Trans>Membership number</Trans>
        </dt>
        <dd>{h.memberNo}</dd>
        {h.birthDate ? (
          <>
            <dt>
              <Trans>Date of birth</Trans>
            </dt>
            <dd>{day(h.birthDate)}</dd>
          </>
        ) : null}
        {h.firstEnrolledOn ? (
          <>
            <dt>
              <Trans>First enrollment</Trans>
            </dt>
            <dd>{day(h.firstEnrolledOn)}</dd>
          </>
        ) : null}
        {facts.periodFrom && facts.periodTo ? (
          <>
            <dt>
              <Trans>Period to certify</Trans>
            </dt>
            <dd>
              {day(facts.periodFrom)} ~ {day(facts.periodTo)}
            </dd>
          </>
        ) : null}
        <dt>
          <Trans>What it is for</Trans>
        </dt>
        <dd>{facts.purpose}</dd>
        <dt>
          <Trans>Submitted to</Trans>
        </dt>
        <dd>{facts.submitTo}</dd>
      </dl>
      {facts.competitions.length > 0 ? (
        <div className="cert-doc__table-wrap">
          <table className="cert-doc__table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Tournament</Trans>
                </th>
                <th scope="col">
                  <Trans>Dates</Trans>
                </th>
                {records ? (
                  <>
                    <th scope="col">
                      <Trans>Finish</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Rounds</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Total</Trans>
                    </th>
                  </>
                ) : (
                  <th scope="col">
                    <Trans>Venue</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {facts.competitions.map((c) => (
                <tr key={c.id}>
                  <td>{i18n.locale === 'en' ? c.nameEn : c.nameKo}</td>
                  <td>
                    {day(c.startDate)} ~ {day(c.endDate)}
                  </td>
                  {records ? (
                    <>
                      <td>{c.finish ?? ''}</td>
                      <td>{c.rounds?.join('-') ?? ''}</td>
                      <td>{c.total === null ? '' : `${c.total} (${toParText(c.toPar ?? 0)})`}</td>
                    </>
                  ) : (
                    <td>{c.venue ?? ''}</td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <p className="cert-doc__statement">{i18n._(STATEMENTS[facts.type])}</p>
      <p className="cert-doc__date">{day(facts.issuedOn)}</p>
      <p className="cert-doc__issuer">{i18n._(ASSOCIATION.name)}</p>
      <p className="cert-doc__valid">
        <Trans>Valid until {day(facts.validUntil)}. A QR code on the certificate leads to its verification page.</Trans>
      </p>
    </article>
  )
}
