import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { memberDetailQueryOptions } from '@/api/member'
import { PasswordField } from '@/components/form/password-field'
import { Icon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { openPopup } from '@/components/ui/popup-store'
import { useWithdraw } from '../hooks/use-withdraw'
import { serverFailure } from '../server-failure'
import { CheckBox } from './check-box'
import { focusField } from '@/components/form/focus-field'

/**
 * ?tab=withdraw: what withdrawal means (only what the server really does: server/modules/member/withdrawal.ts
 * and purge.ts), "I have read this", the password, a last confirmation, then DELETE /member/delete.
 */
export function WithdrawPanel() {
  const { t, i18n } = useLingui()
  const detail = useQuery(memberDetailQueryOptions())
  const association = detail.data ? detail.data.memberNo !== null : false
  const [read, setRead] = useState(false)
  const [pwd, setPwd] = useState('')
  const [errors, setErrors] = useState<{ read?: string; pwd?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const readRef = useRef<HTMLDivElement>(null)
  const pwdRef = useRef<HTMLInputElement>(null)
  const leave = useWithdraw()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFailure(null)
    const next = {
      read: read ? undefined : t`Please confirm that you have read the notice above.`,
      pwd: pwd === '' ? t`Please enter your password.` : undefined,
    }
    setErrors(next)
    if (next.read) return focusField(readRef.current?.querySelector('input'))
    if (next.pwd) return focusField(pwdRef.current)
    const confirmed = await openPopup({
      title: t`Withdraw from the web services?`,
      message: t`You will be logged out and can no longer log in with this ID. This cannot be undone online.`,
      confirmLabel: t`Withdraw`,
      cancelLabel: t`Cancel`,
    })
    if (!confirmed) return
    leave.mutate(pwd, {
      onError: (error) => {
        const result = serverFailure(i18n, error)
        if (result.fields.pwd) {
          setErrors({ pwd: result.fields.pwd })
          pwdRef.current?.focus()
        } else setFailure(result.message ?? Object.values(result.fields)[0] ?? null)
      },
    })
  }

  return (
    <form
      className="mypage-card mypage-form mypage-form--narrow"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="withdraw-title"
    >
      <h2 id="withdraw-title" className="mypage-card__title">
        <Trans>Withdraw from the web services</Trans>
      </h2>
      <div className="mypage-warning" id="withdraw-notice">
        <p className="mypage-warning__title">
          <Icon name="alert" />
          <Trans>Please read before you withdraw</Trans>
        </p>
        <ul className="mypage-warning__list">
          <li>
            {!detail.data ? (
              <Skeleton width="90%" />
            ) : association ? (
              <Trans>
                You withdraw from the web services only. Your association membership is kept: your member record (name,
                member number, class and dues) stays with the association.
              </Trans>
            ) : (
              <Trans>You withdraw from the web services: your web membership ends.</Trans>
            )}
          </li>
          <li>
            <Trans>You are logged out on every device and can no longer log in with this ID.</Trans>
          </li>
          <li>
            <Trans>
              Your data is kept for the retention period of the privacy policy and then deleted. The date is shown when
              your withdrawal is complete.
            </Trans>
          </li>
          <li>
            <Trans>
              Until that date your ID stays reserved and cannot be used to sign up again; after it, the ID becomes free
              and anyone may sign up with it.
            </Trans>
          </li>
        </ul>
      </div>
      <div ref={readRef} className="mypage-form__confirm">
        <CheckBox
          name="read"
          checked={read}
          describedBy="withdraw-notice"
          onChange={(value) => {
            setRead(value)
            if (value) setErrors((e) => ({ ...e, read: undefined }))
          }}
        >
          <Trans>I have read this and wish to withdraw.</Trans>
        </CheckBox>
        {errors.read ? (
          <p className="field__error" role="alert">
            <Icon name="alert" width={16} height={16} />
            {errors.read}
          </p>
        ) : null}
      </div>
      <PasswordField
        ref={pwdRef}
        value={pwd}
        onChange={(value) => {
          setPwd(value)
          if (errors.pwd) setErrors((e) => ({ ...e, pwd: undefined }))
        }}
        error={errors.pwd}
        label={t`Password`}
        hint={t`Enter your password to confirm it is you.`}
        required
      />
      {failure ? (
        <p className="mypage-notice mypage-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="mypage-form__actions">
        <button type="submit" className="btn btn--danger btn--lg" disabled={leave.isPending}>
          {leave.isPending ? <Trans>Withdrawing…</Trans> : <Trans>Withdraw</Trans>}
        </button>
      </div>
    </form>
  )
}
