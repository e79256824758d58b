import type { ReactNode } from 'react'

/** The my page's state pill: green when all is well, red when something is owed or closed. */
export const badgeClass = (ok: boolean) => `status-badge ${ok ? 'status-badge--ok' : 'status-badge--due'}`

/** One fact of a card: label and value, as the my page's facts lists show them. */
export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="mypage-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
