import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import type { ContactMethod } from '../recovery-checks'
import { RECOVERY_PATHS } from './recovery-layout'
import './recovery-outcome.css'

interface FindIdResultProps {
  ids: string[]
  method: ContactMethod
  onRetry: () => void
}

/**
 * The masked IDs (mem***01), or, in words, that no account matches. The IDs are masked, so they cannot be
 * carried into the login form: the member is offered the login page and finding the password instead.
 */
export function FindIdResult({ ids, method, onRetry }: FindIdResultProps) {
  const { t } = useLingui()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The outcome replaces the form: focus moves to its heading so a screen reader announces it.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [])

  if (ids.length === 0) {
    return (
      <div className="recovery-outcome">
        <span className="recovery-outcome__icon recovery-outcome__icon--empty" aria-hidden="true">
          <Icon name="search" />
        </span>
        <h2 ref={headingRef} tabIndex={-1} className="recovery-outcome__title">
          <Trans>No account matches these details</Trans>
        </h2>
        <p className="recovery-outcome__text">
          {method === 'email' ? (
            <Trans>
              We could not find an account with this name and e-mail address. Please check the spelling, or try again
              with your mobile number.
            </Trans>
          ) : (
            <Trans>
              We could not find an account with this name and mobile number. Please check the number, or try again with
              your e-mail address.
            </Trans>
          )}
        </p>
        <div className="recovery-actions">
          <button type="button" className="btn btn--primary btn--lg" onClick={onRetry}>
            <Trans>Search again</Trans>
          </button>
          <PortalLink to="/sign/join" className="btn btn--lg">
            <Trans>Sign up</Trans>
          </PortalLink>
        </div>
      </div>
    )
  }

  return (
    <div className="recovery-outcome">
      <span className="recovery-outcome__icon" aria-hidden="true">
        <Icon name="idCard" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="recovery-outcome__title">
        {ids.length === 1 ? <Trans>We found your ID</Trans> : <Trans>We found {ids.length} IDs</Trans>}
      </h2>
      <ul role="list" className="recovery-ids" aria-label={t`Your IDs`}>
        {ids.map((id) => (
          <li key={id}>
            <Icon name="user" aria-hidden="true" />
            {id}
          </li>
        ))}
      </ul>
      <p className="recovery-outcome__text">
        <Trans>Part of the ID is hidden to protect your information.</Trans>
      </p>
      <div className="recovery-actions">
        <PortalLink to={paths.login} className="btn btn--primary btn--lg">
          <Trans>Log in</Trans>
        </PortalLink>
        <PortalLink to={RECOVERY_PATHS.findPw} className="btn btn--lg">
          <Trans>Find password</Trans>
        </PortalLink>
      </div>
    </div>
  )
}
