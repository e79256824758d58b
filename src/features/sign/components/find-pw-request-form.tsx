import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { requestPasswordReset } from '@/api/member'
import { FormField } from '@/components/form/form-field'
import { Icon } from '@/components/ui/icons'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'
import { contactBody, contactProblems, firstProblem, idProblem, type ContactInput, type Problems } from '../recovery-checks'
import { refusalOf } from '../refusal'
import { ContactChoice } from './contact-choice'
import { focusField } from '@/components/form/focus-field'

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
  const { t, i18n } = useLingui()
  const [id, setId] = useState('')
  const [input, setInput] = useState<ContactInput>({ name: '', method: 'mobile', email: '', mobile: '' })
  const [problems, setProblems] = useState<Problems>({})
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const idRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const contactRef = useRef<HTMLInputElement>(null)

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer, lookup) => onSent({ lookup, ...answer }),
    onError: (error) => {
      const refusal = refusalOf(error)
      if (refusal) setServerFields(refusal.fields)
      else void openPopup()
    },
  })
  const refusal = request.isError ? refusalOf(request.error) : null
  const formFailure = refusal && Object.keys(refusal.fields).length === 0 ? (errorText(i18n, refusal.code) ?? t`Please check what you entered.`) : null

  const change = (patch: Partial<ContactInput>) => {
    setInput((current) => ({ ...current, ...patch }))
    setServerFields({})
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const idIssue = idProblem(id)
    const next: Problems = { ...(idIssue ? { id: idIssue } : {}), ...contactProblems(input) }
    setProblems(next)
    setServerFields({})
    const first = firstProblem(next, ['id', 'name', 'email', 'mobile'])
    if (first === 'id') return focusField(idRef.current)
    if (first === 'name') return focusField(nameRef.current)
    if (first) return focusField(contactRef.current)
    request.mutate({ id: id.trim(), ...contactBody(input) })
  }

  const fieldError = (field: 'id' | 'name' | 'email' | 'mobile') => {
    const problem = problems[field]
    if (problem) return i18n._(problem)
    return errorText(i18n, serverFields[field]) ?? null
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
          setServerFields({})
        }}
        error={fieldError('id')}
      />
      <FormField
        ref={nameRef}
        name="name"
        label={t`Name`}
        autoComplete="name"
        maxLength={30}
        value={input.name}
        onChange={(name) => change({ name })}
        error={fieldError('name')}
      />
      <ContactChoice
        method={input.method}
        onMethod={(method) => {
          change({ method })
          setProblems(({ id: idIssue, name }) => ({ id: idIssue, name }))
        }}
        email={input.email}
        onEmail={(email) => change({ email })}
        mobile={input.mobile}
        onMobile={(mobile) => change({ mobile })}
        error={fieldError(input.method)}
        inputRef={contactRef}
      />
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
