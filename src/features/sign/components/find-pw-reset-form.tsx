import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ERROR_CODES } from '@contract/error-codes'
import { requestPasswordReset, resetPassword } from '@/api/member'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { useCountdown } from '@/components/form/phone-verify'
import { Icon } from '@/components/ui/icons'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'
import { refusalOf } from '../refusal'
import { resetProblems, type ResetField, type ResetProblem } from '../reset-checks'
import type { ResetSent } from './find-pw-request-form'
import { focusField } from '@/components/form/focus-field'
import './recovery-note.css'

interface FindPwResetFormProps {
  sent: ResetSent
  /** A new code was sent: a new reset id and expiry replace the old ones. */
  onResent: (sent: ResetSent) => void
  onDone: () => void
}

/** Refusals about the code itself are said beside the code field. */
const CODE_FIELDS: ReadonlySet<string> = new Set([ERROR_CODES.CERT_CODE_WRONG, ERROR_CODES.CERT_CODE_EXPIRED])

/** Step 2: the code from the text message (with its countdown) and the new password, twice. */
export function FindPwResetForm({ sent, onResent, onDone }: FindPwResetFormProps) {
  const { t, i18n } = useLingui()
  const [code, setCode] = useState('')
  const [newPwd, setNewPwd] = useState('')
  const [newPwdConfirm, setNewPwdConfirm] = useState('')
  const [problems, setProblems] = useState<Partial<Record<ResetField, ResetProblem>>>({})
  const [formFailure, setFormFailure] = useState<string | null>(null)
  const [resent, setResent] = useState(false)
  const refs = {
    code: useRef<HTMLInputElement>(null),
    newPwd: useRef<HTMLInputElement>(null),
    newPwdConfirm: useRef<HTMLInputElement>(null),
  }
  // The code is what the member types next (the page itself scrolls to the top, to the note about it).
  useEffect(() => refs.code.current?.focus({ preventScroll: true }), [refs.code])
  const secondsLeft = useCountdown(Date.parse(sent.expiresAt))
  const expired = secondsLeft === 0

  const show = (next: Partial<Record<ResetField, ResetProblem>>) => {
    setProblems(next)
    const first = (['code', 'newPwd', 'newPwdConfirm'] as const).find((field) => next[field])
    if (first) focusField(refs[first].current)
  }

  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: onDone,
    onError: (error) => {
      const refusal = refusalOf(error)
      if (!refusal) return void openPopup()
      if (refusal.code && CODE_FIELDS.has(refusal.code)) return show({ code: { code: refusal.code } })
      const fields: Partial<Record<ResetField, ResetProblem>> = {}
      for (const field of ['code', 'newPwd', 'newPwdConfirm'] as const) {
        const fieldCode = refusal.fields[field]
        if (fieldCode) fields[field] = { code: fieldCode }
      }
      if (Object.keys(fields).length > 0) return show(fields)
      setFormFailure(errorText(i18n, refusal.code) ?? t`An error has occurred. Please try again.`)
    },
  })

  const resend = useMutation({
    mutationFn: () => requestPasswordReset(sent.lookup),
    onSuccess: (answer) => {
      setCode('')
      setProblems({})
      setFormFailure(null)
      setResent(true)
      onResent({ lookup: sent.lookup, ...answer })
      focusField(refs.code.current)
    },
    onError: (error) => {
      const refusal = refusalOf(error)
      if (!refusal) return void openPopup()
      setFormFailure(errorText(i18n, refusal.code) ?? t`An error has occurred. Please try again.`)
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormFailure(null)
    const next = resetProblems({ code, newPwd, newPwdConfirm, loginId: sent.lookup.id, expired })
    show(next)
    if (Object.keys(next).length > 0) return
    reset.mutate({ resetId: sent.resetId, code, newPwd, newPwdConfirm })
  }

  const text = (problem: ResetProblem | undefined) =>
    !problem
      ? null
      : 'text' in problem
        ? i18n._(problem.text)
        : (errorText(i18n, problem.code) ?? t`Please check this value.`)

  const minutes = Math.floor(secondsLeft / 60)
  const seconds = String(secondsLeft % 60).padStart(2, '0')

  return (
    <form className="recovery-form" noValidate onSubmit={submit}>
      <div className={expired ? 'recovery-note recovery-note--warn' : 'recovery-note'}>
        <Icon name={expired ? 'alert' : 'phone'} aria-hidden="true" />
        <div className="recovery-note__body">
          {/* Announced when it changes (sent again, expired); the ticking timer below is not live. */}
          <p role="status">
            {expired ? (
              <Trans>The code has expired. Please send a new one.</Trans>
            ) : resent ? (
              <Trans>
                A new code has been sent. If the details match an account, it arrives by text message in a moment.
              </Trans>
            ) : (
              <Trans>
                If the details match an account, a 6-digit code has been sent by text message to the mobile phone
                registered to it.
              </Trans>
            )}
          </p>
          {expired ? null : (
            <p>
              <Trans>Time left</Trans>{' '}
              <span className="recovery-timer">
                {minutes}:{seconds}
              </span>
            </p>
          )}
        </div>
      </div>
      <FormField
        ref={refs.code}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        label={t`Verification code`}
        placeholder="000000"
        maxLength={6}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        hint={t`Enter the 6 digits from the text message.`}
        error={text(problems.code)}
        action={
          <button type="button" className="btn" onClick={() => resend.mutate()} disabled={resend.isPending}>
            <Trans>Send again</Trans>
          </button>
        }
      />
      <PasswordField
        ref={refs.newPwd}
        name="newPwd"
        label={t`New password`}
        autoComplete="new-password"
        value={newPwd}
        onChange={setNewPwd}
        hint={t`8 to 20 characters mixing letters, digits and special characters.`}
        error={text(problems.newPwd)}
      />
      <PasswordField
        ref={refs.newPwdConfirm}
        name="newPwdConfirm"
        label={t`Confirm new password`}
        autoComplete="new-password"
        value={newPwdConfirm}
        onChange={setNewPwdConfirm}
        error={text(problems.newPwdConfirm)}
      />
      {formFailure ? (
        <p className="recovery-form__failure" role="alert">
          {formFailure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={reset.isPending}>
        {reset.isPending ? <Trans>Changing…</Trans> : <Trans>Change password</Trans>}
      </button>
    </form>
  )
}
