import { useLingui } from '@lingui/react/macro'
import { MemberLink } from '@/components/auth/member-link'
import { PortalLink } from '@/components/ui/portal-link'
import type { NavItem } from '../nav'
import { AcademyButton } from './academy-button'

/** One entry of the site map (footer columns, mobile menu): a link, a member-only link or the academy. */
export function NavEntry({ item }: { item: NavItem }) {
  const { i18n } = useLingui()
  const label = i18n._(item.label)
  if ('action' in item) return <AcademyButton>{label}</AcademyButton>
  if (item.memberOnly) return <MemberLink to={item.to}>{label}</MemberLink>
  return <PortalLink to={item.to}>{label}</PortalLink>
}
