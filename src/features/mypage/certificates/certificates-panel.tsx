import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { CertificateDto, CertificateFacts, CertificateTypeDto } from '@contract/certificates'
import { certificateKeys, issueCertificate } from '@/api/certificates'
import { permissionsQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { REFUSAL_MESSAGES, REFUSAL_WHY } from '@/lib/standing-labels'
import { serverFailure } from '../server-failure'
import { CertificateForm } from './certificate-form'
import { CertificateItem, CertificateList } from './certificate-list'
import { CertificatePreview } from './certificate-preview'
import type { RequestDraft } from './request-state'
import { requestOf } from './request-state'
import './certificates.css'

/**
 * /member/mypage?tab=certificates (docs/requirements/my-page.md#my-5, #my-6): the standing's answer first, so a
 * refused member reads why before filling anything in; then request → preview → issue; then the issued list.
 */
export function CertificatesPanel() {
  const { i18n } = useLingui()
  const permissions = useQuery(permissionsQueryOptions())
  const [preview, setPreview] = useState<{ facts: CertificateFacts; draft: RequestDraft } | null>(null)
  const [issued, setIssued] = useState<CertificateDto | null>(null)
  const [draft, setDraft] = useState<RequestDraft | undefined>(undefined)
  const queryClient = useQueryClient()
  // The preview and the issued card replace the form where it stood: bring their top into view.
  const top = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (preview || issued) top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [preview, issued])
  const issue = useMutation({
    mutationFn: issueCertificate,
    onSuccess: (cert) => {
      setIssued(cert)
      setPreview(null)
      setDraft(undefined)
      void queryClient.invalidateQueries({ queryKey: certificateKeys.mine() })
    },
  })
  if (permissions.isPending) return <Skeleton height="12rem" radius="12px" />
  const general = permissions.data?.actions.get_certificate
  const experience = permissions.data?.actions.get_experience_certificate
  const closedTypes: CertificateTypeDto[] = experience && !experience.allowed ? ['experience'] : []
  const failure = issue.isError ? serverFailure(i18n, issue.error) : null

  return (
    <div className="mypage-stack certs" ref={top}>
      {general && !general.allowed ? (
        <section className="mypage-card cert-refusal" role="alert" aria-labelledby="cert-refusal-title">
          <h2 id="cert-refusal-title" className="mypage-card__title">
            <Trans>Certificates are not available to you now</Trans>
          </h2>
          <p>
            <strong>{i18n._(REFUSAL_MESSAGES[general.reason])}</strong> {i18n._(REFUSAL_WHY[general.reason])}
          </p>
        </section>
      ) : issued ? (
        <section className="mypage-card" aria-labelledby="cert-issued-title">
          <h2 id="cert-issued-title" className="mypage-card__title">
            <Trans>Your certificate is issued</Trans>
          </h2>
          <ul role="list" className="cert-list">
            <CertificateItem cert={issued} />
          </ul>
          <div className="mypage-form__actions">
            <button type="button" className="btn" onClick={() => setIssued(null)}>
              <Trans>Request another</Trans>
            </button>
          </div>
        </section>
      ) : preview ? (
        <section className="mypage-card" aria-labelledby="cert-preview-title">
          <h2 id="cert-preview-title" className="mypage-card__title">
            <Trans>Preview</Trans>
          </h2>
          <p className="mypage-muted">
            <Trans>This is what will be issued. The certificate itself is issued in Korean, as a PDF.</Trans>
          </p>
          <CertificatePreview facts={preview.facts} />
          {failure?.message ? (
            <p className="mypage-notice mypage-notice--error" role="alert">
              {failure.message}
            </p>
          ) : null}
          <div className="mypage-form__actions">
            <button
              type="button"
              className="btn btn--lg"
              onClick={() => {
                setDraft(preview.draft)
                setPreview(null)
              }}
            >
              <Trans>Change the request</Trans>
            </button>
            <button
              type="button"
              className="btn btn--primary btn--lg"
              disabled={issue.isPending}
              onClick={() => issue.mutate(requestOf(preview.draft))}
            >
              <Trans>Issue the certificate</Trans>
            </button>
          </div>
        </section>
      ) : (
        <CertificateForm
          closedTypes={closedTypes}
          initial={draft}
          onPreview={(facts, d) => {
            issue.reset()
            setPreview({ facts, draft: d })
          }}
        />
      )}
      {experience && !experience.allowed && general?.allowed ? (
        <p className="mypage-muted cert-note">
          <Trans>Professional experience certificate:</Trans> {i18n._(REFUSAL_WHY[experience.reason])}
        </p>
      ) : null}
      <CertificateList />
    </div>
  )
}
