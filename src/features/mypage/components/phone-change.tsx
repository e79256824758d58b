import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'
import type { MemberDetail, PhoneChange as PhoneChangeBody } from '@contract/member-account'
import { confirmPhoneCode, requestPhoneCode } from '@/api/cert'
import { changePhone } from '@/api/member'
import { focusField } from '@/components/form/focus-field'
import { PasswordField } from '@/components/form/password-field'
import { PhoneVerify } from '@/components/form/phone-verify'
import { errorText } from '@/lib/error-texts'
import { fieldText } from '../field-texts'
import { useStoreMemberDetail } from '../hooks/use-member-cache'
import { serverFailure } from '../server-failure'

/** 010-1234-5678: how a Korean mobile number is read. */
const readable = (mobile: string) => mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')

/**
 * The mobile on record (where password-reset codes go) changes once the new number is verified and the
 * current password confirms it is the member, not someone holding a stolen session (PATCH /member/phone,
 * docs/decisions/0041). The server tells the old number and logs the member's other devices out.
 */
export function PhoneChange({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  // A new PhoneVerify each time the form opens: a used certification must not linger.
  const [attempt, setAttempt] = useState(0)
  const [certId, setCertId] = useState<string | null>(null)
  const [currentPwd, setCurrentPwd] = useState('')
  const [problems, setProblems] = useState<{ phone?: string; currentPwd?: string }>({})
  const [done, setDone] = useState(false)
  const passwordRef = useRef<HTMLInputElement>(null)
  const storeDetail = useStoreMemberDetail()
  const change = useMutation({
    mutationFn: (body: PhoneChangeBody) => changePhone(body),
    onSuccess: (saved) => {
      storeDetail(saved)
      setOpen(false)
      setDone(true)
    },
    onError: (error) => {
      const failure = serverFailure(i18n, error)
      setProblems({ currentPwd: failure.fields.currentPwd })
      if (failure.fields.currentPwd) focusField(passwordRef.current)
    },
  })
  // Why a verified number was not saved, when no field explains it (a certification is used once, so "change
  // number" in the control starts a new one; too many wrong passwords wait).
  const failure = change.isError ? serverFailure(i18n, change.error) : null
  const failureText =
    failure && !failure.fields.currentPwd ? (failure.message ?? Object.values(failure.fields)[0]) : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = {
      phone: certId ? undefined : (errorText(i18n, ERROR_CODES.CERT_REQUIRED) ?? undefined),
      currentPwd: currentPwd ? undefined : fieldText(i18n, 'currentPwd', FIELD_ERRORS.REQUIRED),
    }
    setProblems(next)
    if (next.currentPwd && !next.phone) focusField(passwordRef.current)
    if (certId && currentPwd) change.mutate({ phoneCertId: certId, currentPwd })
  }

  return (
    <section className="mypage-card" aria-labelledby="phone-title">
      <h2 id="phone-title" className="mypage-card__title">
        <Trans>Mobile phone</Trans>
      </h2>
      <div className="mypage-row">
        <div>
          <p className="mypage-row__label">
            <Trans>Mobile number on record</Trans>
          </p>
          <p className="mypage-row__value" data-testid="mobile-on-record">
            {member.mobile ? readable(member.mobile) : <Trans>None</Trans>}
          </p>
        </div>
        {!open ? (
          <button
            type="button"
            className="btn"
            onClick={() => {
              setOpen(true)
              setDone(false)
              setAttempt((n) => n + 1)
              setCertId(null)
              setCurrentPwd('')
              setProblems({})
              change.reset()
            }}
          >
            <Trans>Change number</Trans>
          </button>
        ) : null}
      </div>
      {done ? (
        <p className="mypage-notice mypage-notice--success" role="status">
          <Trans>
            Your mobile number has been changed. A notice was sent to your previous number, and any other device signed
            in to your account has been logged out.
          </Trans>
        </p>
      ) : null}
      {open ? (
        <div className="mypage-subform">
          <p className="mypage-form__note">
            <Trans>
              Enter the new number and verify it with the code we send by text message, then confirm the change with
              your current password.
            </Trans>
          </p>
          <PhoneVerify
            key={attempt}
            label={t`New mobile number`}
            send={requestPhoneCode}
            confirm={confirmPhoneCode}
            onVerified={(result) => {
              setCertId(result.certId)
              setProblems((p) => ({ ...p, phone: undefined }))
            }}
            onReset={() => {
              setCertId(null)
              change.reset()
            }}
            error={problems.phone}
          />
          <form noValidate onSubmit={submit} aria-label={t`Confirm the new number`}>
            <PasswordField
              ref={passwordRef}
              name="currentPwd"
              label={t`Current password`}
              value={currentPwd}
              onChange={(value) => {
                setCurrentPwd(value)
                if (problems.currentPwd) setProblems((p) => ({ ...p, currentPwd: undefined }))
              }}
              error={problems.currentPwd}
              required
            />
            {failureText ? (
              <p className="mypage-notice mypage-notice--error" role="alert">
                {failureText}
              </p>
            ) : null}
            <div className="mypage-form__actions">
              <button type="button" className="btn btn--quiet" onClick={() => setOpen(false)}>
                <Trans>Cancel</Trans>
              </button>
              <button type="submit" className="btn btn--primary" disabled={change.isPending}>
                {change.isPending ? <Trans>Saving…</Trans> : <Trans>Save the new number</Trans>}
              </button>
            </div>
          </form>
        </div>
      ) : null}
    </section>
  )
}
