import { readStored, writeStored } from '@/lib/storage'

/**
 * The "keep me logged in" box remembers its last state on this browser, as Korean portals do, so a member
 * who chose it once finds it ticked next time. Only the preference is kept: the login itself lasts as the
 * server decides (30 days of refresh with autoLogin, 1 day without; docs/decisions/0022).
 */
export const AUTO_LOGIN_KEY = 'fw.autoLogin'

export function getAutoLoginChoice(): boolean {
  return readStored(AUTO_LOGIN_KEY) === 'Y'
}

export function setAutoLoginChoice(keep: boolean): void {
  writeStored(AUTO_LOGIN_KEY, keep ? 'Y' : null)
}
