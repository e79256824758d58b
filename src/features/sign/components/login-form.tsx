import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { getLoginAccount } from '@/lib/storage'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'
import { getAutoLoginChoice, setAutoLoginChoice } from '../auto-login-choice'
import { useLogin } from '../hooks/use-login'
import { focusField } from '@/components/form/focus-field'

type Errors = { id?: boolean; pwd?: boolean }

/**
 * ID and password, both required (docs/requirements/accounts.md#acc-4), and "keep me logged in"; the server decides the
 * rest.
 */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const [id, setId] = useState(() => getLoginAccount() ?? '')
  const [pwd, setPwd] = useState('')
  const [keep, setKeep] = useState(getAutoLoginChoice)
  const [errors, setErrors] = useState<Errors>({})
  const idRef = useRef<HTMLInputElement>(null)
  const pwdRef = useRef<HTMLInputElement>(null)
  const { mutate, isPending, failure } = useLogin(redirect)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next: Errors = { id: id.trim() === '', pwd: pwd === '' }
    setErrors(next)
    // Focus goes to the first field to fix, so keyboard and screen-reader users land on the message.
    if (next.id) return focusField(idRef.current)
    if (next.pwd) return focusField(pwdRef.current)
    setAutoLoginChoice(keep)
    mutate({ id: id.trim(), pwd, autoLogin: keep })
  }

  return (
    <form className="login-form" noValidate onSubmit={submit}>
      <FormField
        ref={idRef}
        name="id"
        label={t`ID`}
        value={id}
        onChange={setId}
        autoComplete="username"
        error={errors.id ? t`Please enter your ID.` : undefined}
      />
      <PasswordField
        ref={pwdRef}
        value={pwd}
        onChange={setPwd}
        error={errors.pwd ? t`Please enter your password.` : undefined}
      />
      <div className="login-form__keep">
        <label className="login-check">
          <input
            type="checkbox"
            name="autoLogin"
            checked={keep}
            onChange={(e) => setKeep(e.target.checked)}
            aria-describedby={keep ? 'login-keep-hint' : undefined}
          />
          <span>
            <Trans>Keep me logged in</Trans>
          </span>
        </label>
        {/* The warning Korean portals give: a kept login on a shared PC is someone else's login tomorrow. */}
        {keep ? (
          <p id="login-keep-hint" className="login-form__keep-hint">
            <Trans>You stay logged in on this device for up to 30 days. Do not use this on a shared computer.</Trans>
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="login-form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={isPending}>
        {isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  )
}
