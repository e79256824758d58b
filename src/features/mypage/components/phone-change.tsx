import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { MemberDetail } from '@contract/member-account'
import { confirmPhoneCode, requestPhoneCode } from '@/api/cert'
import { changePhone } from '@/api/member'
import { PhoneVerify } from '@/components/form/phone-verify'
import { useStoreMemberDetail } from '../hooks/use-member-cache'
import { serverFailure } from '../server-failure'

/** 010-1234-5678: how a Korean mobile number is read. */
const readable = (mobile: string) => mobile.replace(/^(\d{3})(\d{3,4})(\d{4})$/, '$1-$2-$3')

/** The mobile on record changes only once the new number is verified (PATCH /member/phone). */
export function PhoneChange({ member }: { member: MemberDetail }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  // A new PhoneVerify each time the form opens: a used certification must not linger.
  const [attempt, setAttempt] = useState(0)
  const [done, setDone] = useState(false)
  const storeDetail = useStoreMemberDetail()
  const change = useMutation({
    mutationFn: (certId: string) => changePhone(certId),
    onSuccess: (saved) => {
      storeDetail(saved)
      setOpen(false)
      setDone(true)
    },
  })
  // The verified number stays shown as verified; why it was not saved goes under it (a certification is
  // used once, so "change number" in the control starts a new one).
  const failure = change.isError ? serverFailure(i18n, change.error) : null
  const failureText = failure ? (failure.message ?? Object.values(failure.fields)[0] ?? null) : null

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
              change.reset()
            }}
          >
            <Trans>Change number</Trans>
          </button>
        ) : null}
      </div>
      {done ? (
        <p className="mypage-notice mypage-notice--success" role="status">
          <Trans>Your mobile number has been changed.</Trans>
        </p>
      ) : null}
      {open ? (
        <div className="mypage-subform">
          <p className="mypage-form__note">
            <Trans>
              Enter the new number and verify it with the code we send by text message. The number changes once it is
              verified.
            </Trans>
          </p>
          <PhoneVerify
            key={attempt}
            label={t`New mobile number`}
            send={requestPhoneCode}
            confirm={confirmPhoneCode}
            onVerified={(result) => change.mutate(result.certId)}
            onReset={() => change.reset()}
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
          </div>
        </div>
      ) : null}
    </section>
  )
}
