import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { passwordChangeSchema } from '@contract/member-account'
import { passwordProblem } from '@contract/password-rules'
import { changePassword } from '@/api/member'
import { PasswordField } from '@/components/form/password-field'
import { useSessionStore } from '@/stores/session'
import { fieldText } from '../field-texts'
import { schemaFields } from '../schema-fields'
import { serverFailure } from '../server-failure'
import { focusField } from '@/components/form/focus-field'

const FIELDS = ['currentPwd', 'newPwd', 'newPwdConfirm'] as const
type Field = (typeof FIELDS)[number]
type Values = Record<Field, string>

const EMPTY: Values = { currentPwd: '', newPwd: '', newPwdConfirm: '' }

/** ?tab=password: PATCH /member/account. The server ends the member's other sessions, and says so here. */
export function PasswordPanel() {
  const { t, i18n } = useLingui()
  const loginId = useSessionStore((s) => s.userInfo?.id)
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({})

  const showErrors = (next: Partial<Record<Field, string>>) => {
    setErrors(next)
    const first = FIELDS.find((field) => next[field])
    if (first) focusField(refs.current[first])
  }

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      setValues(EMPTY)
      setErrors({})
      setNotice({
        tone: 'success',
        text: t`Your password has been changed. For your security, you have been logged out on your other devices; \
this device stays logged in.`,
      })
    },
    onError: (error) => {
      const failure = serverFailure(i18n, error)
      showErrors(failure.fields)
      setNotice(failure.message ? { tone: 'error', text: failure.message } : null)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setNotice(null)
    const parsed = passwordChangeSchema.safeParse(values)
    const codes: Record<string, string> = parsed.success ? {} : schemaFields(parsed.error, values)
    // The schema cannot know the ID (the server takes it from the session); the rule's ID part is checked here.
    if (!codes.newPwd && loginId) {
      const problem = passwordProblem(values.newPwd, loginId)
      if (problem) codes.newPwd = problem
    }
    if (Object.keys(codes).length > 0) {
      showErrors(
        Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, fieldText(i18n, field, code)])),
      )
      return
    }
    change.mutate(values)
  }

  const bind = (field: Field) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[field] = el
    },
    name: field,
    value: values[field],
    error: errors[field],
    required: true,
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }))
      if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }))
    },
  })

  return (
    <form
      className="mypage-card mypage-form mypage-form--narrow"
      noValidate
      onSubmit={submit}
      aria-labelledby="password-title"
    >
      <h2 id="password-title" className="mypage-card__title">
        <Trans>Change password</Trans>
      </h2>
      <p className="mypage-form__note">
        <Trans>After the change, you stay logged in on this device and are logged out everywhere else.</Trans>
      </p>
      <PasswordField {...bind('currentPwd')} label={t`Current password`} autoComplete="current-password" />
      <PasswordField
        {...bind('newPwd')}
        label={t`New password`}
        autoComplete="new-password"
        hint={t`8 to 20 characters mixing letters, digits and special characters. Not your ID, a common password, or \
4 repeated or sequential characters.`}
      />
      <PasswordField {...bind('newPwdConfirm')} label={t`Confirm new password`} autoComplete="new-password" />
      {notice ? (
        <p
          className={`mypage-notice mypage-notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="submit" className="btn btn--primary btn--lg" disabled={change.isPending}>
          {change.isPending ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
        </button>
      </div>
    </form>
  )
}
