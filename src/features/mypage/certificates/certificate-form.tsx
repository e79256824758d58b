import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CertificateFacts, CertificateTypeDto } from '@contract/certificates'
import { CERTIFICATE_TYPES, competitionKind, needsPeriod } from '@domain/certificates'
import { seoulDate } from '@domain/time'
import { certificateCompetitionsQueryOptions, previewCertificate } from '@/api/certificates'
import { Field } from '@/components/form/field'
import { FormField } from '@/components/form/form-field'
import { serverFailure } from '../server-failure'
import { TYPE_HINTS, TYPE_LABELS } from './labels'
import { CompetitionPicker } from './competition-picker'
import { draftErrors, emptyDraft, type RequestDraft, requestOf } from './request-state'

interface Props {
  /** Types the member may not get now (the experience certificate under 3 years): shown, not choosable. */
  closedTypes: readonly CertificateTypeDto[]
  onPreview: (facts: CertificateFacts, draft: RequestDraft) => void
  initial?: RequestDraft
}

/** The request (docs/requirements/my-page.md#my-5): type, tournaments or period, purpose, target; then a preview. */
export function CertificateForm({ closedTypes, onPreview, initial }: Props) {
  const { i18n, t } = useLingui()
  const today = seoulDate()
  const [draft, setDraft] = useState<RequestDraft>(initial ?? emptyDraft(today))
  const [shown, setShown] = useState(false)
  const kind = competitionKind(draft.type)
  const competitions = useQuery({ ...certificateCompetitionsQueryOptions(), enabled: kind !== null })
  const preview = useMutation({ mutationFn: previewCertificate, onSuccess: (facts) => onPreview(facts, draft) })
  const set = <K extends keyof RequestDraft>(key: K, value: RequestDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }))
  const errors = shown ? draftErrors(draft) : {}
  const failure = preview.isError ? serverFailure(i18n, preview.error) : null
  const errorOf = (key: keyof RequestDraft) => (errors[key] ? i18n._(errors[key]) : (failure?.fields[key] ?? null))

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (Object.keys(draftErrors(draft)).length === 0) preview.mutate(requestOf(draft))
  }
  const choices = kind === 'planned' ? competitions.data?.planned : competitions.data?.played

  return (
    <form className="mypage-card mypage-form" noValidate onSubmit={submit} aria-labelledby="cert-form-title">
      <h2 id="cert-form-title" className="mypage-card__title">
        <Trans>Request a certificate</Trans>
      </h2>
      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Certificate</Trans>
        </legend>
        <div className="cert-types">
          {CERTIFICATE_TYPES.map((type) => (
            <label key={type} className={`cert-type${draft.type === type ? ' is-on' : ''}`}>
              <input
                type="radio"
                name="type"
                value={type}
                checked={draft.type === type}
                disabled={closedTypes.includes(type)}
                onChange={() => setDraft((d) => ({ ...d, type, competitionIds: [] }))}
              />
              <span className="cert-type__name">{i18n._(TYPE_LABELS[type])}</span>
              <span className="cert-type__hint">{i18n._(TYPE_HINTS[type])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind ? (
        <CompetitionPicker
          choices={choices ?? []}
          chosen={draft.competitionIds}
          onChange={(ids) => set('competitionIds', ids)}
          error={errorOf('competitionIds')}
          planned={kind === 'planned'}
        />
      ) : null}
      {needsPeriod(draft.type) ? (
        <fieldset className="mypage-form__group">
          <legend>
            <Trans>Period to certify</Trans>
          </legend>
          <div className="mypage-form__grid">
            <DateField
              label={t`From`}
              value={draft.periodFrom}
              onChange={(v) => set('periodFrom', v)}
              error={errorOf('periodFrom')}
              max={today}
            />
            <DateField
              label={t`To`}
              value={draft.periodTo}
              onChange={(v) => set('periodTo', v)}
              error={errorOf('periodTo')}
              max={today}
            />
          </div>
        </fieldset>
      ) : null}
      <fieldset className="mypage-form__group">
        <legend>
          <Trans>Use</Trans>
        </legend>
        <div className="mypage-form__grid">
          <FormField
            name="purpose"
            label={t`What it is for`}
            value={draft.purpose}
            onChange={(v) => set('purpose', v)}
            maxLength={100}
            required
            placeholder={t`e.g. submission to a bank`}
            error={errorOf('purpose')}
          />
          <FormField
            name="submitTo"
            label={t`Submitted to`}
            value={draft.submitTo}
            onChange={(v) => set('submitTo', v)}
            maxLength={100}
            required
            placeholder={t`e.g. the name of the organisation`}
            error={errorOf('submitTo')}
          />
        </div>
      </fieldset>
      {failure?.message ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          {failure.message}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={preview.isPending}>
          <Trans>Preview</Trans>
        </button>
      </div>
    </form>
  )
}

function DateField(props: {
  label: string
  value: string
  onChange: (v: string) => void
  error: string | null
  max?: string
}) {
  return (
    <Field label={props.label} error={props.error} required>
      {(control) => (
        <input
          {...control}
          type="date"
          className="field__input"
          value={props.value}
          max={props.max}
          onChange={(e) => props.onChange(e.target.value)}
          required
        />
      )}
    </Field>
  )
}
