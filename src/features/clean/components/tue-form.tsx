import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { TUE_LIMITS, TUE_ROUTES, tueBodySchema } from '@contract/clean-tue'
import { applyForTue, cleanKeys } from '@/api/clean'
import { FormField } from '@/components/form/form-field'
import { focusField } from '@/components/form/focus-field'
import { fieldTexts, issueCodes } from '../field-texts'
import { ROUTE_LABELS } from '../labels'
import { serverFailure } from '../server-failure'
import { EMPTY_TUE, TUE_FIELDS, toTueBody, type TueField, type TueValues } from '../tue-form-state'
import { Field } from '@/components/form/field'
import { Consent } from './field'

/** The exemption application (POST /api/clean/tue), for association members. */
export function TueForm({ loginId }: { loginId: string }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<TueValues>(EMPTY_TUE)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const refs = useRef<Partial<Record<TueField, HTMLElement | null>>>({})
  const noticeRef = useRef<HTMLParagraphElement>(null)
  const bind = (field: TueField) => (el: HTMLElement | null) => {
    refs.current[field] = el
  }

  const showErrors = (next: Record<string, string>) => {
    setErrors(next)
    const first = TUE_FIELDS.find((field) => next[field])
    if (first) focusField(refs.current[first])
  }

  const apply = useMutation({
    mutationFn: applyForTue,
    onSuccess: async () => {
      setValues(EMPTY_TUE)
      setErrors({})
      setNotice({
        tone: 'success',
        text: t`Your application has been submitted. You can follow its status in the list above.`,
      })
      await queryClient.invalidateQueries({ queryKey: cleanKeys.myTue(loginId) })
      focusField(noticeRef.current)
    },
    onError: (error) => {
      const failure = serverFailure(i18n, error)
      showErrors(failure.fields)
      setNotice(failure.message ? { tone: 'error', text: failure.message } : null)
    },
  })

  const set = <K extends keyof TueValues>(key: K, value: TueValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    const body = toTueBody(values)
    const parsed = tueBodySchema.safeParse(body)
    if (!parsed.success) {
      showErrors(fieldTexts(i18n, issueCodes(parsed.error, body)))
      return
    }
    apply.mutate(parsed.data)
  }

  const text = (
    field: 'substance' | 'dose' | 'frequency' | 'physicianName' | 'physicianLicence',
    label: string,
    extra: { hint?: string; maxLength: number; autoComplete?: string },
  ) => (
    <FormField
      ref={bind(field)}
      name={field}
      label={label}
      required
      value={values[field]}
      onChange={(v) => set(field, v)}
      error={errors[field]}
      hint={extra.hint}
      maxLength={extra.maxLength}
      autoComplete={extra.autoComplete ?? 'off'}
    />
  )

  return (
    <form className="clean-card clean-form" noValidate onSubmit={submit} aria-labelledby="tue-form-title">
      <h2 id="tue-form-title" className="clean-card__title">
        <Trans>New application</Trans>
      </h2>
      <p className="clean-form__lead">
        <Trans>
          Fields marked * are required. The association may ask for medical records (diagnosis, test results) during the
          review.
        </Trans>
      </p>
      <fieldset className="clean-form__group">
        <legend>
          <Trans>Treatment</Trans>
        </legend>
        {text('substance', t`Prohibited substance or method`, {
          hint: t`As on the prescription, e.g. prednisolone`,
          maxLength: TUE_LIMITS.substance,
        })}
        <Field
          label={t`Diagnosis`}
          required
          error={errors.diagnosis}
          hint={t`The condition being treated, as your physician wrote it`}
        >
          {(control) => (
            <textarea
              {...control}
              ref={bind('diagnosis')}
              className="field__input clean-textarea"
              rows={3}
              value={values.diagnosis}
              maxLength={TUE_LIMITS.diagnosis}
              onChange={(e) => set('diagnosis', e.target.value)}
            />
          )}
        </Field>
        <div className="clean-form__grid clean-form__grid--3">
          {text('dose', t`Dose`, { hint: t`e.g. 40 mg`, maxLength: TUE_LIMITS.dose })}
          <Field label={t`Route`} required error={errors.route}>
            {(control) => (
              <select
                {...control}
                ref={bind('route')}
                className="field__input clean-select"
                value={values.route}
                onChange={(e) => set('route', e.target.value as TueValues['route'])}
              >
                <option value="">{t`Choose`}</option>
                {TUE_ROUTES.map((route) => (
                  <option key={route} value={route}>
                    {i18n._(ROUTE_LABELS[route])}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('frequency', t`Frequency`, { hint: t`e.g. twice a day`, maxLength: TUE_LIMITS.frequency })}
        </div>
        <div className="clean-form__grid">
          <Field label={t`From`} required error={errors.startDate}>
            {(control) => (
              <input
                {...control}
                ref={bind('startDate')}
                type="date"
                className="field__input"
                value={values.startDate}
                onChange={(e) => set('startDate', e.target.value)}
              />
            )}
          </Field>
          <Field label={t`Until`} required error={errors.endDate}>
            {(control) => (
              <input
                {...control}
                ref={bind('endDate')}
                type="date"
                className="field__input"
                value={values.endDate}
                min={values.startDate || undefined}
                onChange={(e) => set('endDate', e.target.value)}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className="clean-form__group">
        <legend>
          <Trans>Treating physician</Trans>
        </legend>
        <div className="clean-form__grid">
          {text('physicianName', t`Physician's name`, { maxLength: TUE_LIMITS.physicianName })}
          {text('physicianLicence', t`Medical licence number`, {
            hint: t`4 to 20 letters, digits or hyphens`,
            maxLength: 20,
          })}
        </div>
      </fieldset>
      <div className="clean-privacy">
        <p className="clean-privacy__title">
          <Trans>Use of health information</Trans>
        </p>
        <p>
          <Trans>
            Your diagnosis and treatment are sensitive information. They are used only to review this application, seen
            only by the association's anti-doping staff and medical reviewers, and kept for 10 years from the decision
            as the international anti-doping standard requires, then destroyed.
          </Trans>
        </p>
      </div>
      <Consent
        name="agreeHealthData"
        inputRef={bind('agreeHealthData')}
        checked={values.agreeHealthData}
        onChange={(v) => set('agreeHealthData', v)}
        error={errors.agreeHealthData}
      >
        <Trans>I agree to the collection and use of my health information for this review. (required)</Trans>
      </Consent>
      <Consent
        name="agreeDeclaration"
        inputRef={bind('agreeDeclaration')}
        checked={values.agreeDeclaration}
        onChange={(v) => set('agreeDeclaration', v)}
        error={errors.agreeDeclaration}
      >
        <Trans>
          I declare that this information is true and that my physician can confirm it. I understand that a false
          application is an anti-doping rule violation. (required)
        </Trans>
      </Consent>
      {notice ? (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`clean-notice clean-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      <div className="clean-form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={apply.isPending}>
          {apply.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit the application</Trans>}
        </button>
      </div>
    </form>
  )
}
