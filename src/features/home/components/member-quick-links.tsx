import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { MemberLink } from '@/components/auth/member-link'
import { Icon, type IconName } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

const LINKS = [
  // The member gate (docs/requirements/accounts.md#acc-19): a visitor gets the login popup here; the my-page links have
  // the area's guard.
  {
    icon: 'apply',
    label: msg`Tournament application`,
    hint: msg`Enter upcoming events`,
    to: paths.applicationList,
    gated: true,
  },
  { icon: 'payment', label: msg`Dues and payments`, hint: msg`Dues and entrance fee`, to: paths.myPageTab('dues') },
  {
    icon: 'certificate',
    label: msg`Certificates`,
    hint: msg`Membership and records`,
    to: paths.myPageTab('certificates'),
  },
  { icon: 'welfare', label: msg`Welfare`, hint: msg`Apply for benefits`, to: paths.myPageTab('welfare') },
  { icon: 'ticket', label: msg`Tickets`, hint: msg`Tickets and purchase history`, to: paths.myPageTab('tickets') },
  { icon: 'idCard', label: msg`Membership card`, hint: msg`Mobile card with QR`, to: paths.myPageTab('card') },
] as const satisfies readonly { icon: IconName; label: unknown; hint: unknown; to: string; gated?: boolean }[]

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
            {LINKS.map((link) => {
              const Link = 'gated' in link ? MemberLink : PortalLink
              return (
                <li key={link.to}>
                  <Link to={link.to} className="quick-link">
                    <span className="quick-link__icon">
                      <Icon name={link.icon} />
                    </span>
                    <span className="quick-link__label">{i18n._(link.label)}</span>
                    <span className="quick-link__hint">{i18n._(link.hint)}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </section>
  )
}
