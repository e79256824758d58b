import { Trans, useLingui } from '@lingui/react/macro'
import { Navigate, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { openPopup } from '@/components/ui/popup-store'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { redirectFor, type SignupStep } from '../steps'
import { progressOf, useSignupStore } from '../stores/signup-store'
import { DoneStep } from './done-step'
import { InfoStep } from './info-step'
import { MethodStep } from './method-step'
import { StepIndicator } from './step-indicator'
import { TermsStep } from './terms-step'
import '../signup.css'

/**
 * Web-member sign-up in four steps on one route (`?step=`): each step is a history entry, so the browser's
 * back button moves between them; the draft lives in sessionStorage (stores/signup-store.ts).
 */
export function SignupPage({ step }: { step: SignupStep }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const draft = useSignupStore()
  const redirect = redirectFor(step, progressOf(draft))
  const titles: Record<SignupStep, string> = {
    terms: t`Terms consent`,
    method: t`Verification method`,
    info: t`Enter personal information`,
    done: t`Sign-up complete`,
  }
  useDocumentTitle(`${titles[step]} - ${t`Sign up`}`)

  // A new step starts at its top, with the focus on its heading (screen readers announce where they are).
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }, [step])

  // The guard of the route (beforeLoad) runs on navigation; this one follows the draft as it changes
  // (the sign-up just completed, or the draft was cleared in another way).
  if (redirect) return <Navigate to="/sign/join" search={{ step: redirect }} replace />

  const go = (next: SignupStep) => void navigate({ to: '/sign/join', search: { step: next } })
  const cancel = async () => {
    const confirmed = await openPopup({
      title: t`Cancel sign-up`,
      message: t`Do you want to cancel the sign-up? What you have entered will be deleted.`,
      confirmLabel: t`Cancel sign-up`,
      cancelLabel: t`Continue`,
      tone: 'info',
    })
    if (!confirmed) return
    useSignupStore.getState().reset()
    void navigate({ to: '/' })
  }

  return (
    <div className="signup-page">
      <div className="signup-page__card">
        <header className="signup-page__header">
          <p className="signup-page__eyebrow">
            <Trans>Web member sign-up</Trans>
          </p>
          <h1 className="signup-page__title">
            <Trans>Sign up</Trans>
          </h1>
          <StepIndicator step={step} />
        </header>
        <section className="signup-page__body" aria-labelledby="signup-step-title">
          {step === 'done' ? null : (
            <h2 id="signup-step-title" ref={headingRef} tabIndex={-1} className="signup-page__step-title">
              {titles[step]}
            </h2>
          )}
          {step === 'terms' ? <TermsStep onNext={() => go('method')} onCancel={() => void cancel()} /> : null}
          {step === 'method' ? <MethodStep onNext={() => go('info')} onBack={() => go('terms')} /> : null}
          {step === 'info' ? <InfoStep onBack={() => go('method')} /> : null}
          {step === 'done' && draft.result ? <DoneStep result={draft.result} /> : null}
        </section>
      </div>
    </div>
  )
}
