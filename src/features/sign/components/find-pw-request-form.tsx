import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { requestPasswordReset } from '@/api/member'
import { FormField } from '@/components/form/form-field'
import { Icon } from '@/components/ui/icons'
import { useContactForm } from '../hooks/use-contact-form'
import { contactBody, contactProblems, firstProblem, idProblem, type Problems } from '../recovery-checks'
import { NameContactFields } from './name-contact-fields'
import { focusField } from '@/components/form/focus-field'
import './recovery-note.css'

export interface ResetLookup {
  id: string
  name: string
  email?: string
  mobile?: string
}

export interface ResetSent {
  lookup: ResetLookup
  resetId: string
  expiresAt: string
}

/** Step 1: who the member is. The server answers alike whether or not an account matched. */
export function FindPwRequestForm({ onSent }: { onSent: (sent: ResetSent) => void }) {
  const { t } = useLingui()
  const [id, setId] = useState('')
  const idRef = useRef<HTMLInputElement>(null)
  const form = useContactForm('mobile')

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer, lookup) => onSent({ lookup, ...answer }),
    onError: form.onRefused,
  })
  const formFailure = form.failureOf(request.error)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const idIssue = idProblem(id)
    const next: Problems = { ...(idIssue ? { id: idIssue } : {}), ...contactProblems(form.input) }
    form.showProblems(next)
    const first = firstProblem(next, ['id', 'name', 'email', 'mobile'])
    if (first === 'id') return focusField(idRef.current)
    if (first === 'name') return focusField(form.nameRef.current)
    if (first) return focusField(form.contactRef.current)
    request.mutate({ id: id.trim(), ...contactBody(form.input) })
  }

  return (
    <form className="recovery-form" noValidate onSubmit={submit}>
      <FormField
        ref={idRef}
        name="id"
        label={t`ID`}
        autoComplete="username"
        maxLength={20}
        value={id}
        onChange={(value) => {
          setId(value)
          form.clearServerFields()
        }}
        error={form.fieldError('id')}
      />
      <NameContactFields form={form} />
      <p className="recovery-note">
        <Icon name="phone" aria-hidden="true" />
        <span>
          <Trans>The verification code is sent by text message to the mobile phone registered to your account.</Trans>
        </span>
      </p>
      {formFailure ? (
        <p className="recovery-form__failure" role="alert">
          {formFailure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={request.isPending}>
        {request.isPending ? <Trans>Sending…</Trans> : <Trans>Send verification code</Trans>}
      </button>
    </form>
  )
}
