import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent } from 'react'
import { findIds } from '@/api/member'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useContactForm } from '../hooks/use-contact-form'
import { contactBody, contactProblems, firstProblem } from '../recovery-checks'
import { useTopOnChange } from '../hooks/use-top-on-change'
import { FindIdResult } from './find-id-result'
import { NameContactFields } from './name-contact-fields'
import { RecoveryLayout } from './recovery-layout'
import { focusField } from '@/components/form/focus-field'

/** /sign/findId: the name and an e-mail or mobile number; answers the matching IDs, masked. */
export function FindIdPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Find ID`)
  const form = useContactForm('email')
  const { input } = form

  const search = useMutation({ mutationFn: findIds, onError: form.onRefused })
  useTopOnChange(search.isSuccess ? 'result' : 'form')
  const formFailure = form.failureOf(search.error)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = contactProblems(input)
    form.showProblems(next)
    const first = firstProblem(next, ['name', 'email', 'mobile'])
    if (first === 'name') return focusField(form.nameRef.current)
    if (first) return focusField(form.contactRef.current)
    search.mutate(contactBody(input))
  }

  if (search.isSuccess) {
    return (
      <RecoveryLayout
        current="findId"
        title={<Trans>Find ID</Trans>}
        lead={<Trans>Here is what we found for the details you entered.</Trans>}
      >
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
        <NameContactFields form={form} />
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
