import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Icon, type IconName } from '@/components/ui/icons'
import type { MyPageTab } from '../tabs'

interface NavItem {
  tab: MyPageTab
  label: string
  icon: IconName
}

interface NavGroup {
  /** Absent for the overview, which stands above the groups. */
  title?: string
  items: NavItem[]
}

function useNavGroups(): NavGroup[] {
  const { t } = useLingui()
  return [
    { items: [{ tab: 'overview', label: t`Overview`, icon: 'home' }] },
    {
      title: t`Membership services`,
      items: [
        { tab: 'card', label: t`Membership card`, icon: 'idCard' },
        { tab: 'dues', label: t`Dues and payments`, icon: 'payment' },
        { tab: 'certificates', label: t`Certificates`, icon: 'certificate' },
        { tab: 'welfare', label: t`Welfare`, icon: 'welfare' },
        { tab: 'edu', label: t`Education applications`, icon: 'book' },
        { tab: 'game-apply', label: t`Tournament applications`, icon: 'apply' },
      ],
    },
    {
      title: t`My golf`,
      items: [
        { tab: 'records', label: t`My records`, icon: 'trophy' },
        { tab: 'favorite-player', label: t`Players of interest`, icon: 'star' },
        { tab: 'events', label: t`My events`, icon: 'flag' },
        { tab: 'tickets', label: t`My tickets`, icon: 'ticket' },
      ],
    },
    {
      title: t`Coupons and cash`,
      items: [
        { tab: 'coupons', label: t`Coupon box`, icon: 'ticket' },
        { tab: 'cash', label: t`Cash`, icon: 'wallet' },
      ],
    },
    {
      title: t`Help`,
      items: [{ tab: 'inquiry', label: t`1:1 inquiry`, icon: 'headset' }],
    },
    {
      title: t`My account`,
      items: [
        { tab: 'profile', label: t`Personal information`, icon: 'user' },
        { tab: 'password', label: t`Change password`, icon: 'shield' },
        { tab: 'withdraw', label: t`Withdraw`, icon: 'logout' },
      ],
    },
  ]
}

/**
 * The my page's sections in groups (docs/requirements/my-page.md#my-1). Only built sections are listed, never links
 * that lead nowhere. On a desktop the groups stand beside the panel; on a tablet or phone the menu folds into one
 * button that names the section shown, so the panel starts near the top of the screen.
 */
export function MyPageNav({ current }: { current: MyPageTab }) {
  const { t } = useLingui()
  const groups = useNavGroups()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const shown = groups.flatMap((g) => g.items).find((item) => item.tab === current) ?? groups[0]!.items[0]!
  return (
    <nav className="mypage-nav" aria-label={t`My page sections`}>
      <button
        type="button"
        className="mypage-nav__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={shown.icon} />
        <span className="mypage-nav__toggle-label">{shown.label}</span>
        <span className="mypage-nav__toggle-hint">{open ? t`Close` : t`All sections`}</span>
        <Icon name="chevronDown" />
      </button>
      <div id={menuId} className="mypage-nav__groups" data-open={open || undefined}>
        {groups.map((group, index) => (
          <NavList key={group.title ?? index} group={group} current={current} onPick={() => setOpen(false)} />
        ))}
      </div>
    </nav>
  )
}

function NavList({ group, current, onPick }: { group: NavGroup; current: MyPageTab; onPick: () => void }) {
  const titleId = useId()
  return (
    <div className="mypage-nav__group">
      {group.title ? (
        <p id={titleId} className="mypage-nav__group-title">
          {group.title}
        </p>
      ) : null}
      <ul role="list" className="mypage-nav__list" aria-labelledby={group.title ? titleId : undefined}>
        {group.items.map((item) => (
          <li key={item.tab}>
            <Link
              to="/member/mypage"
              search={item.tab === 'overview' ? {} : { tab: item.tab }}
              className="mypage-nav__link"
              // Exact: the overview's empty search is a subset of every other tab's, so it would match them all.
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={item.tab === current ? 'page' : undefined}
              onClick={onPick}
            >
              <Icon name={item.icon} />
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
