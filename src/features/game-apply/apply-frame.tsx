import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import './apply.css'
import './apply-steps.css'

export type ApplyStep = 'about' | 'info' | 'select' | 'complete'

const ORDER: ApplyStep[] = ['about', 'info', 'select', 'complete']

interface ApplyFrameProps {
  title: string
  /** The tournament's name under the title, once known. */
  game?: string
  step?: ApplyStep
  children: ReactNode
}

/**
 * The apply pages' frame (docs/requirements/tournament-applications.md#app-2): no site header on these pages (the
 * shell gives them the company footer only), so the frame carries the way back to the list and the steps.
 */
export function ApplyFrame({ title, game, step, children }: ApplyFrameProps) {
  useDocumentTitle(title)
  return (
    <div className="apply-page">
      <header className="apply-page__head">
        <div className="apply-page__bar">
          <Link to={paths.applicationList} className="apply-page__back">
            <Trans>Tournament applications</Trans>
          </Link>
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
  const labels: Record<ApplyStep, string> = {
    about: t`Tournament`,
    info: t`Conditions and terms`,
    select: t`Choices and payment`,
    complete: t`Done`,
  }
  const at = ORDER.indexOf(current)
  return (
    <ol className="apply-steps" aria-label={t`Application steps`}>
      {ORDER.map((s, index) => (
        <li
          key={s}
          className="apply-steps__item"
          data-state={index < at ? 'done' : index === at ? 'current' : 'next'}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className="apply-steps__number">{index + 1}</span>
          <span className="apply-steps__label">{labels[s]}</span>
        </li>
      ))}
    </ol>
  )
}
