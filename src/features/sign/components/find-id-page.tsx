import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { findIds } from '@/api/member'
import { openPopup } from '@/components/ui/popup-store'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { errorText } from '@/lib/error-texts'
import { contactBody, contactProblems, firstProblem, type ContactInput, type Problems } from '../recovery-checks'
import { useTopOnChange } from '../hooks/use-top-on-change'
import { refusalOf } from '../refusal'
import { ContactChoice } from './contact-choice'
import { FindIdResult } from './find-id-result'
import { FormField } from '@/components/form/form-field'
import { RecoveryLayout } from './recovery-layout'
import { focusField } from '@/components/form/focus-field'

/** /sign/findId: the name and an e-mail or mobile number; answers the matching IDs, masked. */
export function FindIdPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Find ID`)
  const [input, setInput] = useState<ContactInput>({ name: '', method: 'email', email: '', mobile: '' })
  const [problems, setProblems] = useState<Problems>({})
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const nameRef = useRef<HTMLInputElement>(null)
  const contactRef = useRef<HTMLInputElement>(null)

  const search = useMutation({
    mutationFn: findIds,
    onError: (error) => {
      const refusal = refusalOf(error)
      if (refusal) setServerFields(refusal.fields)
      else void openPopup()
    },
  })
  useTopOnChange(search.isSuccess ? 'result' : 'form')
  const refusal = search.isError ? refusalOf(search.error) : null
  const formFailure = refusal && Object.keys(refusal.fields).length === 0 ? (errorText(i18n, refusal.code) ?? t`Please check what you entered.`) : null

  const change = (patch: Partial<ContactInput>) => {
    setInput((current) => ({ ...current, ...patch }))
    setServerFields({})
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = contactProblems(input)
    setProblems(next)
    setServerFields({})
    const first = firstProblem(next, ['name', 'email', 'mobile'])
    if (first === 'name') return focusField(nameRef.current)
    if (first) return focusField(contactRef.current)
    search.mutate(contactBody(input))
  }

  const fieldError = (field: 'name' | 'email' | 'mobile') => {
    const problem = problems[field]
    if (problem) return i18n._(problem)
    return errorText(i18n, serverFields[field]) ?? null
  }

  if (search.isSuccess) {
    return (
      <RecoveryLayout current="findId" title={<Trans>Find ID</Trans>} lead={<Trans>Here is what we found for the details you entered.</Trans>}>
        <FindIdResult ids={search.data} method={input.method} onRetry={() => search.reset()} />
      </RecoveryLayout>
    )
  }

  return (
    <RecoveryLayout
      current="findId"
      title={<Trans>Find ID</Trans>}
      lead={<Trans>Enter the name and the e-mail address or mobile number registered to your account.</Trans>}
    >
      <form className="recovery-form" noValidate onSubmit={submit}>
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
            setProblems((current) => ({ name: current.name }))
          }}
          email={input.email}
          onEmail={(email) => change({ email })}
          mobile={input.mobile}
          onMobile={(mobile) => change({ mobile })}
          error={fieldError(input.method)}
          inputRef={contactRef}
        />
        {formFailure ? (
          <p className="recovery-form__failure" role="alert">
            {formFailure}
          </p>
        ) : null}
        <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={search.isPending}>
          {search.isPending ? <Trans>Searching…</Trans> : <Trans>Find ID</Trans>}
        </button>
      </form>
    </RecoveryLayout>
  )
}
