import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { loginHref } from '@/components/auth/use-member-gate'
import { PortalLink } from '@/components/ui/portal-link'

/**
 * Asks for a token: a feed token the tournament office issued, or the operator's SCORER_TOKEN
 * (docs/decisions/0044); scorers with an account log in instead. The token is checked by the server on
 * the first send, not here: the page has no call that only checks a token.
 */
export function TokenForm({ refused, onSave }: { refused: boolean; onSave: (token: string) => void }) {
  const { t } = useLingui()
  const [value, setValue] = useState('')
  const [empty, setEmpty] = useState(false)
  const inputId = useId()
  const errorId = useId()
  const here = useRouterState({ select: (s) => s.location.href })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const token = value.trim()
    setEmpty(token === '')
    if (token !== '') onSave(token)
  }

  return (
    <form className="scorer-card scorer-token" noValidate onSubmit={submit} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="scorer-card__title">
        <Trans>Scorer token</Trans>
      </h2>
      {refused ? (
        <p className="scorer-alert" role="alert">
          <Trans>The server refused the scorer token. Enter it again; the scores in the form are kept.</Trans>
        </p>
      ) : (
        <p className="scorer-card__lead">
          <Trans>Enter the scorer token from the tournament office once. It is kept only in this browser tab.</Trans>
        </p>
      )}
      <p className="scorer-card__lead">
        <Trans>
          Scorers with an account: <PortalLink to={loginHref(here)}>log in</PortalLink> and score the tournaments you
          are assigned to.
        </Trans>
      </p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          <Trans>Token</Trans>
        </label>
        <input
          id={inputId}
          className="field__input scorer-token__input"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
        />
        {empty ? (
          <p id={errorId} className="field__error">
            {t`Please enter the scorer token.`}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--lg btn--block">
        <Trans>Use this token</Trans>
      </button>
    </form>
  )
}
