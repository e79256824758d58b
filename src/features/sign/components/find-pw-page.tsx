import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { useTopOnChange } from '../hooks/use-top-on-change'
import { FindPwRequestForm, type ResetSent } from './find-pw-request-form'
import { FindPwResetForm } from './find-pw-reset-form'
import { RecoveryLayout } from './recovery-layout'
import './find-pw-page.css'
import './recovery-outcome.css'

/**
 * Where the member is. Kept in the page's memory only, not the URL: the reset id must not land in the
 * history or a shared link, and a reload simply starts over.
 */
type Step = { kind: 'request' } | { kind: 'reset'; sent: ResetSent } | { kind: 'done' }

const STEP_ORDER = ['request', 'reset', 'done'] as const

/** /sign/findPw: identify (ID, name, contact) → code and new password → done, with a way to log in. */
export function FindPwPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Find password`)
  const [step, setStep] = useState<Step>({ kind: 'request' })
  const at = STEP_ORDER.indexOf(step.kind)
  useTopOnChange(step.kind)
  const labels = [t`Verify identity`, t`New password`, t`Done`]

  return (
    <RecoveryLayout
      current="findPw"
      title={<Trans>Find password</Trans>}
      lead={
        step.kind === 'request' ? (
          <Trans>Enter your ID, your name and the e-mail address or mobile number registered to your account.</Trans>
        ) : step.kind === 'reset' ? (
          <Trans>Enter the verification code and choose a new password.</Trans>
        ) : (
          <Trans>Finding your password is complete.</Trans>
        )
      }
    >
      <ol className="steps" aria-label={t`Steps`}>
        {labels.map((label, index) => (
          <li
            key={label}
            className={index < at ? 'is-done' : undefined}
            aria-current={index === at ? 'step' : undefined}
          >
            {index + 1}. {label}
          </li>
        ))}
      </ol>
      {step.kind === 'request' ? (
        <FindPwRequestForm onSent={(sent) => setStep({ kind: 'reset', sent })} />
      ) : step.kind === 'reset' ? (
        <FindPwResetForm
          sent={step.sent}
          onResent={(sent) => setStep({ kind: 'reset', sent })}
          onDone={() => setStep({ kind: 'done' })}
        />
      ) : (
        <FindPwDone />
      )}
    </RecoveryLayout>
  )
}

function FindPwDone() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [])
  return (
    <div className="recovery-outcome">
      <span className="recovery-outcome__icon" aria-hidden="true">
        <Icon name="shield" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="recovery-outcome__title">
        <Trans>Your password has been changed</Trans>
      </h2>
      <p className="recovery-outcome__text">
        <Trans>For your security you have been logged out on every device. Please log in with your new password.</Trans>
      </p>
      <div className="recovery-actions recovery-actions--one">
        <PortalLink to={paths.login} className="btn btn--primary btn--lg">
          <Trans>Log in</Trans>
        </PortalLink>
      </div>
    </div>
  )
}
