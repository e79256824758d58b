import type { ComponentProps } from 'react'
import { PortalLink } from '@/components/ui/portal-link'
import { useMemberGate } from './use-member-gate'

/**
 * A link to a member-only screen (the tournament application): a visitor stays where they are and gets
 * the gate's login popup, whose closing goes to the login page and, after logging in, on to `to`.
 */
export function MemberLink({ to, onClick, ...rest }: ComponentProps<typeof PortalLink>) {
  const gate = useMemberGate()
  return (
    <PortalLink
      to={to}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented && !gate(() => {}, { redirect: to })) event.preventDefault()
      }}
      {...rest}
    />
  )
}
