import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon, type IconName } from '@/components/ui/icons'
import type { MyPageTab } from '../tabs'

interface NavItem {
  tab: MyPageTab
  label: string
  icon: IconName
}

/**
 * The account sections. Only built sections are listed: certificates, welfare, tickets and the
 * membership card join this list with their issues, never as links that lead nowhere.
 */
export function MyPageNav({ current }: { current: MyPageTab }) {
  const { t } = useLingui()
  const items: NavItem[] = [
    { tab: 'overview', label: t`Overview`, icon: 'home' },
    { tab: 'dues', label: t`Dues and payments`, icon: 'payment' },
    { tab: 'records', label: t`My records`, icon: 'trophy' },
    { tab: 'card', label: t`Membership card`, icon: 'idCard' },
    { tab: 'events', label: t`My events`, icon: 'flag' },
    { tab: 'profile', label: t`Personal information`, icon: 'idCard' },
    { tab: 'favorite-player', label: t`Players of interest`, icon: 'welfare' },
    { tab: 'password', label: t`Change password`, icon: 'shield' },
    { tab: 'withdraw', label: t`Withdraw`, icon: 'logout' },
  ]
  return (
    <nav className="mypage-nav" aria-label={t`My page sections`}>
      <ul role="list" className="mypage-nav__list">
        {items.map((item) => (
          <li key={item.tab}>
            <Link
              to="/member/mypage"
              search={item.tab === 'overview' ? {} : { tab: item.tab }}
              className="mypage-nav__link"
              // Exact: the overview's empty search is a subset of every other tab's, so it would match them all.
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={item.tab === current ? 'page' : undefined}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
