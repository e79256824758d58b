import type { ReactNode } from 'react'

/** What a call did, said where the official made it (a live region: a screen reader hears it too). */
export function ActionDone({ children }: { children: ReactNode }) {
  return (
    <p className="officials-ok" role="status">
      {children}
    </p>
  )
}
