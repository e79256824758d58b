import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Icon, type IconName } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

const LINKS = [
  { icon: 'apply', label: msg`Tournament application`, hint: msg`Enter upcoming events`, to: paths.applicationList },
  { icon: 'payment', label: msg`Dues and payments`, hint: msg`Dues and entrance fee`, to: paths.myPageTab('dues') },
  { icon: 'certificate', label: msg`Certificates`, hint: msg`Membership and records`, to: paths.myPageTab('certificates') },
  { icon: 'welfare', label: msg`Welfare`, hint: msg`Apply for benefits`, to: paths.myPageTab('welfare') },
  { icon: 'ticket', label: msg`Tickets`, hint: msg`Tournament tickets`, to: paths.myPageTab('tickets') },
  { icon: 'idCard', label: msg`Membership card`, hint: msg`Mobile card with QR`, to: paths.myPageTab('card') },
] as const satisfies readonly { icon: IconName; label: unknown; hint: unknown; to: string }[]

/** Member services a pro uses every week, one tap from the front page. */
export function MemberQuickLinks() {
  const { i18n } = useLingui()
  return (
    <section className="quick-links" aria-labelledby="quick-links-title">
      <div className="container">
        <div className="quick-links__panel">
          <h2 id="quick-links-title" className="quick-links__title">
            <Trans>Member services</Trans>
          </h2>
          <ul role="list" className="quick-links__list">
            {LINKS.map((link) => (
              <li key={link.to}>
                <PortalLink to={link.to} className="quick-link">
                  <span className="quick-link__icon">
                    <Icon name={link.icon} />
                  </span>
                  <span className="quick-link__label">{i18n._(link.label)}</span>
                  <span className="quick-link__hint">{i18n._(link.hint)}</span>
                </PortalLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
