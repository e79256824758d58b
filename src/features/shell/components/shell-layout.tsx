import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSystemStore } from '@/stores/system'
import { shellVariant } from '../shell-variant'
import { CompanyFooter } from './company-footer'
import { DesktopHeader } from './desktop-header'
import { MobileHeader } from './mobile-header'
import { SessionEndNotice } from './session-end-notice'
import { SiteFooter } from './site-footer'
import '../header.css'
import '../mobile-header.css'
import '../status-page.css'
import '../footer.css'
import '../mobile-menu.css'

/** Page chrome around every route; which chrome depends on the path and on app mode. */
export function ShellLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const isApp = useSystemStore((s) => s.isApp)
  const variant = shellVariant(pathname, isApp)

  return (
    <div className={`shell shell--${variant}`}>
      {variant === 'full' ? (
        <>
          <a className="skip-link" href="#main">
            <Trans>Skip to content</Trans>
          </a>
          {/* Both headers are in the page; CSS media queries show one, so no layout jump on resize. */}
          <header className="site-header">
            <DesktopHeader />
            <MobileHeader />
          </header>
        </>
      ) : null}
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
      {variant === 'full' ? <SiteFooter /> : null}
      {variant === 'company' ? <CompanyFooter /> : null}
      <SessionEndNotice />
    </div>
  )
}
