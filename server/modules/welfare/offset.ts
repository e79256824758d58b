/**
 * The unpaid dues a welfare payment settles (docs/requirements/my-page.md#my-9): whole half-year bills, oldest
 * first, while they fit in the amount; a bill is never split (docs/decisions/0064-welfare-dues-offset.md).
 */
export function planOffset(amount: number, periods: ReadonlyArray<{ id: number; amount: number }>) {
  const ids: number[] = []
  let offset = 0
  for (const p of periods) {
    if (offset + p.amount > amount) break
    ids.push(p.id)
    offset += p.amount
  }
  return { ids, offset, net: amount - offset }
}
