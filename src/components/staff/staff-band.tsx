import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageBand } from '@/components/ui/page-band'

type StaffSection = 'scoring' | 'standing' | 'welfare' | 'officials' | 'inquiries' | 'game-apply'

/**
 * The staff area's title band and its sections (docs/decisions/0044), shared by the staff desk and the officials'
 * console (docs/requirements/officials.md#of-10), which are separate features; the education check-in, the card check
 * (docs/requirements/my-page.md#my-4, #my-11) and the clean centre's review desk are linked where they live.
 */
export function StaffBand({ title, current }: { title: ReactNode; current: StaffSection }) {
  const { t } = useLingui()
  return (
    <PageBand eyebrow={<Trans>Staff desk</Trans>} title={title} style={{ ['--tour-color' as string]: '#283b63' }}>
      <nav className="page-tabs" aria-label={t`Staff sections`}>
        <Link
          to="/staff/scoring/"
          className="page-tabs__link"
          aria-current={current === 'scoring' ? 'page' : undefined}
        >
          <Trans>Scoring</Trans>
        </Link>
        <Link
          to="/staff/standing/"
          className="page-tabs__link"
          aria-current={current === 'standing' ? 'page' : undefined}
        >
          <Trans>Standing and dues</Trans>
        </Link>
        <Link
          to="/staff/welfare/"
          className="page-tabs__link"
          aria-current={current === 'welfare' ? 'page' : undefined}
        >
          <Trans>Welfare review</Trans>
        </Link>
        <Link
          to="/staff/officials/"
          className="page-tabs__link"
          aria-current={current === 'officials' ? 'page' : undefined}
        >
          <Trans>Officials' console</Trans>
        </Link>
        <Link
          to="/staff/inquiries/"
          search={{ view: 'queue', state: 'unanswered', page: 1 }}
          className="page-tabs__link"
          aria-current={current === 'inquiries' ? 'page' : undefined}
        >
          <Trans>Inquiries and FAQ</Trans>
        </Link>
        <Link
          to="/staff/game-apply/"
          className="page-tabs__link"
          aria-current={current === 'game-apply' ? 'page' : undefined}
        >
          <Trans>Tournament field</Trans>
        </Link>
        <Link to="/staff/education/" className="page-tabs__link">
          <Trans>Education check-in</Trans>
        </Link>
        <Link to="/staff/card-check" className="page-tabs__link">
          <Trans>Membership card check</Trans>
        </Link>
        <Link to="/staff/ticket-check" className="page-tabs__link">
          <Trans>Ticket inspection</Trans>
        </Link>
        <Link to="/cleans/tue/review/" search={{ tab: 'tue', page: 1 }} className="page-tabs__link">
          <Trans>Clean centre review</Trans>
        </Link>
      </nav>
    </PageBand>
  )
}
