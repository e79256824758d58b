/**
 * The `Idempotency-Key` of an order's confirm (docs/requirements/payments.md#pay-8), made once per order and kept
 * in sessionStorage: a reload of the return page re-sends the same key, so the server answers its stored result
 * instead of charging again. A tab without storage still gets one key for the page's life.
 */
const PREFIX = 'fw.pay.confirm-key.'
const memory = new Map<string, string>()

export function idempotencyKeyFor(orderNo: string): string {
  const name = PREFIX + orderNo
  try {
    const kept = window.sessionStorage.getItem(name)
    if (kept) return kept
    const made = crypto.randomUUID()
    window.sessionStorage.setItem(name, made)
    return made
  } catch {
    const made = memory.get(name) ?? crypto.randomUUID()
    memory.set(name, made)
    return made
  }
}
