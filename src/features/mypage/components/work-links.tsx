import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Role } from '@contract/roles'
import { Icon, type IconName } from '@/components/ui/icons'

const ICONS: Partial<Record<string, IconName>> = {
  '/scorer/': 'leaderboard',
  '/staff/card-check': 'idCard',
  '/staff/ticket-check': 'ticket',
}

/**
 * Where an account's work is: the staff desk for staff, the score input for scorers (docs/decisions/0044), the
 * officials' console for tournament officials (docs/requirements/officials.md#of-10), the membership card check for
 * staff and affiliated partners (docs/requirements/my-page.md#my-4).
 */
export function WorkLinks({ roles }: { roles: readonly Role[] }) {
  const { t } = useLingui()
  const staff = roles.includes('staff')
  const scorer = roles.includes('scorer')
  const official = roles.includes('official')
  const checker = staff || roles.includes('partner')
  // Ticket inspection is for association members and staff (docs/requirements/ticketing.md#tkt-9).
  const inspector = staff || roles.includes('association_member')
  if (!staff && !scorer && !official && !checker && !inspector) return null
  const items = [
    ...(staff
      ? [
          {
            to: '/staff/scoring/' as const,
            title: t`Staff desk`,
            text: t`Scorers, feed tokens and the score audit of each tournament`,
          },
        ]
      : []),
    ...(official
      ? [
          {
            to: '/staff/officials/' as const,
            title: t`Officials' console`,
            text: t`Run a tournament live: rounds, suspensions, players' statuses, the cut and the result`,
          },
        ]
      : []),
    ...(checker
      ? [
          {
            to: '/staff/card-check' as const,
            title: t`Membership card check`,
            text: t`Check a member's card by its QR code or typed code`,
          },
        ]
      : []),
    ...(inspector
      ? [{ to: '/staff/ticket-check' as const, title: t`Ticket inspection`, text: t`Check tickets at the gate` }]
      : []),
    ...(scorer
      ? [
          {
            to: '/scorer/' as const,
            title: t`Score input`,
            text: t`Enter hole scores for the tournaments you are assigned to`,
          },
        ]
      : []),
  ]
  return (
    <section className="mypage-card" aria-labelledby="work-links-title">
      <h2 id="work-links-title" className="mypage-card__title">
        <Trans>Your work</Trans>
      </h2>
      <ul role="list" className="mypage-links">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="mypage-links__item">
              <span className="mypage-links__icon">
                <Icon name={ICONS[item.to] ?? 'users'} />
              </span>
              <span className="mypage-links__text">
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </span>
              <Icon name="chevronRight" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
