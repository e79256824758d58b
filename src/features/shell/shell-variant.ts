/**
 * Which chrome a page gets (docs/requirements/content.md#con-1): the full header and footer; the
 * application pages' company footer without a header; or nothing, inside the native app and on the
 * broadcast and shop-login pages that partners embed.
 */
import { trimTrailingSlashes } from '@contract/url-path'

export type ShellVariant = 'full' | 'company' | 'none'

const HEADERLESS_PATHS = [
  '/tour/leaderboardtrack3d',
  '/tour/leaderboardskt',
  '/tours/leaderboardskt',
  '/sign/loginshop',
]
const COMPANY_FOOTER_PREFIX = '/communitys/gameapply'
/** The sandbox provider's checkout window imitates a gateway's own (docs/requirements/payments.md#pay-5). */
const PROVIDER_WINDOW_PREFIX = '/sandbox/pay/'

/** Paths compare without case or trailing slash, because the router matches them that way too. */
function normalise(pathname: string): string {
  return trimTrailingSlashes(pathname.toLowerCase(), 1)
}

export function shellVariant(pathname: string, isApp: boolean): ShellVariant {
  if (isApp) return 'none'
  const path = normalise(pathname)
  if (HEADERLESS_PATHS.includes(path)) return 'none'
  if (path.startsWith(PROVIDER_WINDOW_PREFIX)) return 'none'
  // Covers gameApply and its sub-pages (gameApplyAbout, gameApplyComplete, gameApplyInfo, gameApplySelect).
  if (path.startsWith(COMPANY_FOOTER_PREFIX)) return 'company'
  return 'full'
}
