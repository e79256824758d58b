import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import {
  isIsoDay,
  REPORT_CATEGORIES,
  REPORT_LIMITS,
  reportBodySchema,
  reportDateProblems,
  type ReportReceiptDto,
} from '@contract/clean'
import { seoulDate } from '@domain/time'
import { sendReport } from '@/api/clean'
import { focusField } from '@/components/form/focus-field'
import { Icon } from '@/components/ui/icons'
import { fieldTexts, issueCodes } from '../field-texts'
import { CATEGORY_HINTS, CATEGORY_LABELS } from '../labels'
import { EMPTY_REPORT, REPORT_FIELDS, toReportBody, type ReportField, type ReportValues } from '../report-form-state'
import { serverFailure } from '../server-failure'
import { Field } from '@/components/form/field'
import { ReportIdentity } from './report-identity'

/**
 * The reporting form (POST /api/clean/reports). Checked here with the contract's rules first, so a mistake
 * is named next to its field at once; the server checks again and stores nothing unless all is right.
 */
export function ReportForm({ onSent }: { onSent: (receipt: ReportReceiptDto) => void }) {
  const { t, i18n } = useLingui()
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const refs = useRef<Partial<Record<ReportField, HTMLElement | null>>>({})
  const bind = (field: ReportField) => (el: HTMLElement | null) => {
    refs.current[field] = el
  }

  const showErrors = (next: Record<string, string>) => {
    setErrors(next)
    const first = REPORT_FIELDS.find((field) => next[field])
    if (first) focusField(refs.current[first])
  }

  const send = useMutation({
    mutationFn: sendReport,
    onSuccess: (receipt) => onSent(receipt),
    onError: (error) => {
      const failure = serverFailure(i18n, error)
      showErrors(failure.fields)
      setNotice(failure.message)
    },
  })

  const set = <K extends keyof ReportValues>(key: K, value: ReportValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    const body = toReportBody(values)
    const parsed = reportBodySchema.safeParse(body)
    // The day rule needs today, so it sits outside the schema; it is named with the other problems.
    const day =
      typeof body.occurredOn === 'string' && isIsoDay(body.occurredOn)
        ? reportDateProblems({ occurredOn: body.occurredOn }, seoulDate(new Date()))
        : {}
    const codes = { ...day, ...(parsed.success ? {} : issueCodes(parsed.error, body)) }
    if (!parsed.success || Object.keys(codes).length > 0) {
      showErrors(fieldTexts(i18n, codes))
      return
    }
    send.mutate(parsed.data)
  }

  const length = values.description.trim().length
  return (
    <form className="clean-card clean-form" noValidate onSubmit={submit} aria-labelledby="report-form-title">
      <h2 id="report-form-title" className="clean-card__title">
        <Trans>Your report</Trans>
      </h2>
      <p className="clean-form__lead">
        <Trans>Fields marked * are required. Write what you saw or heard; you do not need proof to report.</Trans>
      </p>

      <fieldset className="clean-choices" aria-describedby={errors.category ? 'report-category-error' : undefined}>
        <legend className="field__label">
          <Trans>What happened?</Trans>
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="clean-choices__grid">
          {REPORT_CATEGORIES.map((category, index) => (
            <label key={category} className="clean-choice">
              <input
                ref={index === 0 ? bind('category') : undefined}
                type="radio"
                name="category"
                value={category}
                checked={values.category === category}
                onChange={() => set('category', category)}
                aria-invalid={errors.category ? true : undefined}
              />
              <span className="clean-choice__text">
                <strong>{i18n._(CATEGORY_LABELS[category])}</strong>
                <small>{i18n._(CATEGORY_HINTS[category])}</small>
              </span>
            </label>
          ))}
        </div>
        {errors.category ? (
          <p id="report-category-error" className="field__error" role="alert">
            <Icon name="alert" width={16} height={16} />
            {errors.category}
          </p>
        ) : null}
      </fieldset>

      <div className="clean-form__grid">
        <Field
          label={t`When`}
          required
          error={errors.occurredOn}
          hint={t`If you are not sure of the day, pick the closest one.`}
        >
          {(control) => (
            <input
              {...control}
              ref={bind('occurredOn')}
              type="date"
              className="field__input"
              value={values.occurredOn}
              max={seoulDate(new Date())}
              onChange={(e) => set('occurredOn', e.target.value)}
            />
          )}
        </Field>
        <Field label={t`Where`} required error={errors.place} hint={t`Tournament, course, hole or place`}>
          {(control) => (
            <input
              {...control}
              ref={bind('place')}
              className="field__input"
              value={values.place}
              maxLength={REPORT_LIMITS.place}
              onChange={(e) => set('place', e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field
        label={t`Who was involved (optional)`}
        error={errors.involved}
        hint={t`Names, roles or a description, as far as you know`}
      >
        {(control) => (
          <input
            {...control}
            ref={bind('involved')}
            className="field__input"
            value={values.involved}
            maxLength={REPORT_LIMITS.involved}
            onChange={(e) => set('involved', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`What happened`}
        required
        error={errors.description}
        hint={<Plural value={length} one="# character (at least 20)" other="# characters (at least 20)" />}
      >
        {(control) => (
          <textarea
            {...control}
            ref={bind('description')}
            className="field__input clean-textarea"
            rows={7}
            value={values.description}
            maxLength={REPORT_LIMITS.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <Field
        label={t`Evidence (optional)`}
        error={errors.evidence}
        hint={t`Describe it or paste links: where documents, messages or recordings are, who else saw it. Do not \
attach files.`}
      >
        {(control) => (
          <textarea
            {...control}
            ref={bind('evidence')}
            className="field__input clean-textarea"
            rows={3}
            value={values.evidence}
            maxLength={REPORT_LIMITS.evidence}
            onChange={(e) => set('evidence', e.target.value)}
          />
        )}
      </Field>

      <ReportIdentity values={values} errors={errors} set={set} bind={bind} />

      {notice ? (
        <p className="clean-notice clean-notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="clean-form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={send.isPending}>
          {send.isPending ? <Trans>Sending…</Trans> : <Trans>Send the report</Trans>}
        </button>
      </div>
    </form>
  )
}
