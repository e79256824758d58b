/**
 * The single sign-on partners' login pages (the `returl` of docs/requirements/accounts.md#acc-20): the only addresses
 * the portal ever posts a member's details to. One list for the server's answer and the browser's check. Placeholders
 * until each partner gives its address (docs/decisions/0022).
 */
export const SSO_PARTNER_URLS = {
  kpgaacademy: 'https://academy.example.invalid/sso/login',
  lgcns: 'https://lgcns.example.invalid/sso/login',
} as const

/** The partners' https origins: where the portal's forms may post (the server's CSP form-action) and nowhere else. */
export const SSO_PARTNER_ORIGINS: readonly string[] = Object.values(SSO_PARTNER_URLS).map((url) => new URL(url).origin)

/** Whether `value` is exactly a partner's login page over https (not javascript:, data:, http: or another host). */
export function isSsoPartnerUrl(value: string | undefined): value is string {
  if (!value) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && SSO_PARTNER_ORIGINS.includes(url.origin)
  } catch {
    return false
  }
}
