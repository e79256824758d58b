import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { sendAppLink, sendExternalLink } from '@/lib/app-bridge'
import { useSystemStore } from '@/stores/system'

/** http(s) or protocol-relative addresses leave the portal; everything else is a portal path. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href)
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

interface PortalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * A portal URL (docs/requirements/content.md#con-5) with its query ("/tours/home/?tourId=12") or an external address.
   */
  to: string
}

/**
 * Every link of the portal goes through here, the one place that decides who navigates: inside the native app the host
 * does (appLink / externalLink), on the web the router does. Targets are plain strings because many of the portal's
 * URLs (docs/requirements/content.md#con-5) belong to screens that later issues add; until then the router's not-found
 * page answers them.
 */
export function PortalLink({ to, onClick, onMouseEnter, onFocus, target, rel, ...rest }: PortalLinkProps) {
  const router = useRouter()
  const useAppLink = useSystemStore((s) => s.useAppLink)
  const external = isExternalHref(to)

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented) return
    if (useAppLink) {
      // The web view must not navigate itself: the host opens a screen (or the browser) for it.
      event.preventDefault()
      if (external) sendExternalLink(to)
      else sendAppLink(to)
      return
    }
    if (external || target === '_blank' || !isPlainLeftClick(event)) return
    event.preventDefault()
    void router.navigate({ href: to })
  }

  const preload = () => {
    if (external || useAppLink) return
    // preloadRoute's types ask for a typed `to`, but at run time it resolves a plain href exactly like
    // navigate({ href }) does (router-core buildLocation); our targets are portal URL strings.
    const options = { href: to } as unknown as Parameters<typeof router.preloadRoute>[0]
    router.preloadRoute(options).catch(() => {
      // A failed preload is retried by the navigation itself.
    })
  }

  return (
    <a
      href={to}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        preload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
      {...rest}
    />
  )
}
