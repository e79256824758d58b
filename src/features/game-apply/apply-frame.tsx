import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Logo } from '@/components/ui/logo'
import { StepBar } from '@/components/ui/step-bar'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import './apply.css'
import './apply-steps.css'

export type ApplyStep = 'about' | 'info' | 'select' | 'complete'

interface ApplyFrameProps {
  title: string
  /** The tournament's name under the title, once known. */
  game?: string
  step?: ApplyStep
  children: ReactNode
}

/**
 * The apply pages' frame (docs/requirements/tournament-applications.md#app-2): no site header on these pages (the
 * shell gives them the company footer only), so the frame carries the way home, back to the list and the steps.
 */
export function ApplyFrame({ title, game, step, children }: ApplyFrameProps) {
  useDocumentTitle(title)
  return (
    <div className="apply-page">
      <header className="apply-page__head">
        <div className="apply-page__bar">
          <Link to="/" className="apply-page__home">
            <Logo inverse />
          </Link>
          {step ? (
            <Link to={paths.applicationList} className="apply-page__back">
              <Trans>Tournament applications</Trans>
            </Link>
          ) : null}
        </div>
        <h1 className="apply-page__title">{title}</h1>
        {game ? <p className="apply-page__game">{game}</p> : null}
      </header>
      <div className="apply-page__body">
        {step ? <ApplySteps current={step} /> : null}
        {children}
      </div>
    </div>
  )
}

function ApplySteps({ current }: { current: ApplyStep }) {
  const { t } = useLingui()
  const steps = [
    { key: 'about', label: t`Tournament` },
    { key: 'info', label: t`Conditions and terms` },
    { key: 'select', label: t`Choices and payment` },
    { key: 'complete', label: t`Done` },
  ] as const
  return <StepBar steps={steps} current={current} label={t`Application steps`} className="apply-steps" />
}
