import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { loginHref } from '@/components/auth/use-member-gate'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useSessionStore } from '@/stores/session'
import type { ReviewSearch, ReviewTab } from '../search'
import { useSettled } from '@/lib/use-settled'
import { CleanBand } from './clean-band'
import { ReviewReports } from './review-reports'
import { ReviewTue } from './review-tue'
import '../clean.css'

function LoginRequired() {
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <section className="clean-card clean-gate" aria-labelledby="review-login-title">
      <h2 id="review-login-title" className="clean-card__title">
        <Trans>Staff only</Trans>
      </h2>
      <p>
        <Trans>Log in with a secretariat account to review applications and reports.</Trans>
      </p>
      <PortalLink to={loginHref(here)} className="btn btn--primary btn--lg">
        <Icon name="login" />
        <Trans>Log in</Trans>
      </PortalLink>
    </section>
  )
}

/**
 * /cleans/tue/review/: the secretariat's desk for exemption applications and received reports. The
 * server decides who is staff (403 "no access rights" for anyone else); the page only shows its answer.
 */
export function ReviewPage({ search, sessionReady }: { search: ReviewSearch; sessionReady: Promise<unknown> }) {
  const { t } = useLingui()
  useDocumentTitle(t`Review · Clean centre`)
  const restored = useSettled(sessionReady)
  const isLogin = useSessionStore((s) => s.isLogin)
  const tabs: Array<[ReviewTab, string]> = [
    ['tue', t`Exemption applications`],
    ['reports', t`Reports`],
  ]
  return (
    <>
      <CleanBand title={<Trans>Review desk</Trans>} />
      <div className="container clean-body">
        {isLogin ? (
          <>
            <nav className="clean-tabs" aria-label={t`Review sections`}>
              {tabs.map(([tab, label]) => (
                <Link
                  key={tab}
                  to="/cleans/tue/review/"
                  search={{ tab, page: 1 }}
                  className="clean-tabs__link"
                  aria-current={tab === search.tab ? 'page' : undefined}
                >
                  {label}
                </Link>
              ))}
            </nav>
            {search.tab === 'tue' ? <ReviewTue search={search} /> : <ReviewReports search={search} />}
          </>
        ) : restored ? (
          <LoginRequired />
        ) : (
          <div className="clean-card" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Checking your login…</Trans>
            </span>
            <Skeleton height="8rem" radius="10px" />
          </div>
        )}
      </div>
    </>
  )
}
