import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent } from 'react'
import { getLoginAccount } from '@/lib/storage'
import { useLogin } from '../hooks/use-login'
import { FormField } from '@/components/form/form-field'
import { PasswordField } from '@/components/form/password-field'

type Errors = { id?: boolean; pwd?: boolean }

/** ID and password, both required (spec §5); the server decides the rest. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useLingui()
  const [id, setId] = useState(() => getLoginAccount() ?? '')
  const [pwd, setPwd] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const idRef = useRef<HTMLInputElement>(null)
  const pwdRef = useRef<HTMLInputElement>(null)
  const { mutate, isPending, failure } = useLogin(redirect)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next: Errors = { id: id.trim() === '', pwd: pwd === '' }
    setErrors(next)
    // Focus goes to the first field to fix, so keyboard and screen-reader users land on the message.
    if (next.id) return idRef.current?.focus()
    if (next.pwd) return pwdRef.current?.focus()
    mutate({ id: id.trim(), pwd })
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
      {failure ? (
        <p className="login-form__failure" role="alert">
          {failure === 'credentials' ? (
            <Trans>The ID or password is incorrect. Please check and try again.</Trans>
          ) : (
            <Trans>Too many attempts. Please try again in a few minutes.</Trans>
          )}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={isPending}>
        {isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  )
}
