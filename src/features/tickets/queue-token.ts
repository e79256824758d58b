/**
 * The waiting room's token (docs/requirements/ticketing.md#tkt-8) kept in sessionStorage: it survives a reload of
 * the purchase page but not the tab, and it is filed under the signed-in member, so another login on the same tab
 * never inherits someone's place. A tab without storage keeps it for the page's life.
 */
const memory = new Map<string, string>()
const nameOf = (memberId: string, gameId: number) => `fw.tickets.queue.${memberId}.${gameId}`

export const queueToken = {
  read(memberId: string, gameId: number): string | null {
    const name = nameOf(memberId, gameId)
    try {
      return window.sessionStorage.getItem(name)
    } catch {
      return memory.get(name) ?? null
    }
  },
  write(memberId: string, gameId: number, token: string | null): void {
    const name = nameOf(memberId, gameId)
    try {
      if (token) window.sessionStorage.setItem(name, token)
      else window.sessionStorage.removeItem(name)
    } catch {
      if (token) memory.set(name, token)
      else memory.delete(name)
    }
  },
}
