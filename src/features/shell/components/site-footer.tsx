import { Trans, useLingui } from '@lingui/react/macro'
import { Logo } from '@/components/ui/logo'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { NAV_SECTIONS, POLICY_LINKS, navKey, visibleLinks } from '../nav'
import { NavEntry } from './nav-entry'
import { CompanyDetails } from './company-details'
import { EmailRefusalButton } from './email-refusal-button'
import { VisuallyHidden } from '@/components/ui/visually-hidden'

/** The full footer: site map columns, policy links, company details. */
export function SiteFooter() {
  const { t, i18n } = useLingui()
  return (
    <footer className="site-footer">
      <div className="container">
        <nav className="site-footer__map" aria-label={t`Site map`}>
          {NAV_SECTIONS.map((section) => (
            <div key={section.id} className="site-footer__col">
              <h2 className="site-footer__heading">{i18n._(section.label)}</h2>
              <ul role="list">
                {visibleLinks(section.links, i18n.locale).map((link) => (
                  <li key={navKey(link)}>
                    <NavEntry item={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <ul role="list" className="site-footer__policies" aria-label={t`Policies`}>
          {POLICY_LINKS.map((link) => (
            <li key={link.to}>
              <PortalLink to={link.to} className={link.strong ? 'is-strong' : undefined}>
                {i18n._(link.label)}
              </PortalLink>
            </li>
          ))}
          <li>
            <EmailRefusalButton className="site-footer__policy-button" />
          </li>
        </ul>
        <div className="site-footer__bottom">
          <PortalLink to={paths.home} className="site-footer__logo">
            <Logo inverse />
            <VisuallyHidden>
              <Trans>Portal home</Trans>
            </VisuallyHidden>
          </PortalLink>
          <CompanyDetails />
        </div>
      </div>
    </footer>
  )
}
