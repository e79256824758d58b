import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useId, useState } from 'react'
import { BENEFIT_TYPES, IN_KIND_ITEMS, OCCASIONS, RELATIONS, type WelfareApplicationDto } from '@contract/welfare'
import { sendWelfareApplication, welfareKeys } from '@/api/welfare'
import { BENEFIT_TYPE_LABELS, IN_KIND_LABELS, OCCASION_LABELS, RELATION_LABELS } from '@/lib/welfare-labels'
import { FilePicker } from './file-picker'
import { draftOf, fileProblem, formDataOf, type WelfareDraft } from './form-state'
import { sendFailure } from './send-failure'

interface FieldProps {
  label: ReactNode
  error: string | undefined
  required?: boolean
  children: (id: string, describedBy: string | undefined) => ReactNode
}

function Field({ label, error, required, children }: FieldProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The welfare application (docs/requirements/my-page.md#my-7, #my-8): the specification's fields, the evidence
 * documents, a progress bar while they leave the browser, and the server's refusals beside the fields.
 */
export function ApplicationForm({ initial, onDone }: { initial: WelfareApplicationDto | null; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<WelfareDraft>(() => draftOf(initial))
  const [files, setFiles] = useState<File[]>([])
  const [progress, setProgress] = useState<number | null>(null)
  const send = useMutation({
    mutationFn: () => sendWelfareApplication(formDataOf(draft, files), initial?.id ?? null, setProgress),
    onSettled: () => {
      setProgress(null)
      void queryClient.invalidateQueries({ queryKey: welfareKeys.all })
    },
    onSuccess: onDone,
  })
  const failure = send.isError ? sendFailure(i18n, send.error) : null
  const problem = fileProblem(files)
  const filesError =
    problem === 'too_many'
      ? t`At most 5 files.`
      : problem === 'too_large'
        ? t`Each file may be at most 10 MB.`
        : (failure?.fields.files ?? null)
  const set = (key: keyof WelfareDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }))
  const select =
    (key: keyof WelfareDraft, values: readonly string[], labels: Record<string, MessageDescriptor>) =>
    (id: string, describedBy: string | undefined) => (
      <select id={id} className="field__input" value={draft[key]} onChange={set(key)} aria-describedby={describedBy}>
        {values.map((v) => (
          <option key={v} value={v}>
            {i18n._(labels[v]!)}
          </option>
        ))}
      </select>
    )
  const input =
    (key: keyof WelfareDraft, type = 'text', extra: Record<string, string> = {}) =>
    (id: string, describedBy: string | undefined) => (
      <input
        id={id}
        className="field__input"
        type={type}
        value={draft[key]}
        onChange={set(key)}
        aria-describedby={describedBy}
        aria-invalid={failure?.fields[key] ? true : undefined}
        {...extra}
      />
    )
  const err = (key: string) => failure?.fields[key]
  const missingFiles = initial === null && files.length === 0
  return (
    <section className="mypage-card" aria-labelledby="welfare-form-title">
      <h2 id="welfare-form-title" className="mypage-card__title">
        {initial ? <Trans>Edit application</Trans> : <Trans>New welfare application</Trans>}
      </h2>
      <form
        className="mypage-form welfare-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!problem && !missingFiles) send.mutate()
        }}
      >
        <div className="mypage-form__grid">
          <Field label={<Trans>Benefit type</Trans>} error={err('type')} required>
            {select('type', BENEFIT_TYPES, BENEFIT_TYPE_LABELS)}
          </Field>
          <Field label={<Trans>Occasion</Trans>} error={err('occasion')} required>
            {select('occasion', OCCASIONS, OCCASION_LABELS)}
          </Field>
          <Field label={<Trans>Relationship</Trans>} error={err('relationship')} required>
            {select('relationship', RELATIONS, RELATION_LABELS)}
          </Field>
          <Field label={<Trans>Subject name</Trans>} error={err('subjectName')} required>
            {input('subjectName', 'text', { maxLength: '40', autoComplete: 'off' })}
          </Field>
          <Field label={<Trans>Occasion date</Trans>} error={err('occasionDate')} required>
            {input('occasionDate', 'date')}
          </Field>
          {draft.occasion === 'death' ? (
            <Field label={<Trans>Funeral procession date</Trans>} error={err('funeralDate')} required>
              {input('funeralDate', 'date')}
            </Field>
          ) : null}
          <Field label={<Trans>Time</Trans>} error={err('time')}>
            {input('time', 'time')}
          </Field>
          <Field label={<Trans>In-kind item</Trans>} error={err('inKindItem')} required>
            {select('inKindItem', IN_KIND_ITEMS, IN_KIND_LABELS)}
          </Field>
        </div>
        {draft.inKindItem !== 'none' ? (
          <Field label={<Trans>Delivery address</Trans>} error={err('deliveryAddress')} required>
            {input('deliveryAddress', 'text', { maxLength: '200', autoComplete: 'street-address' })}
          </Field>
        ) : null}
        <fieldset className="mypage-form__group">
          <legend>
            <Trans>Account for the payment</Trans>
          </legend>
          <div className="mypage-form__grid">
            <Field label={<Trans>Bank</Trans>} error={err('bank')} required>
              {input('bank', 'text', { maxLength: '40' })}
            </Field>
            <Field label={<Trans>Account number</Trans>} error={err('accountNumber')} required>
              {input('accountNumber', 'text', { inputMode: 'numeric', maxLength: '30' })}
            </Field>
            <Field label={<Trans>Account holder</Trans>} error={err('accountHolder')} required>
              {input('accountHolder', 'text', { maxLength: '40' })}
            </Field>
          </div>
        </fieldset>
        <FilePicker files={files} onChange={setFiles} error={filesError} />
        {initial ? (
          <p className="mypage-form__note">
            <Trans>Files you add replace the documents sent before; add none to keep them.</Trans>
          </p>
        ) : null}
        {progress !== null ? (
          <div className="welfare-progress">
            <progress max={1} value={progress} aria-label={t`Sending`} />
            <span className="num">{Math.round(progress * 100)}%</span>
          </div>
        ) : null}
        {failure ? (
          <p className="mypage-notice mypage-notice--error" role="alert">
            {failure.message}
          </p>
        ) : null}
        <div className="mypage-form__actions">
          <button type="button" className="btn" onClick={onDone} disabled={send.isPending}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn--primary" disabled={send.isPending || missingFiles || !!problem}>
            {send.isPending ? <Trans>Sending…</Trans> : initial ? <Trans>Save changes</Trans> : <Trans>Apply</Trans>}
          </button>
        </div>
      </form>
    </section>
  )
}
