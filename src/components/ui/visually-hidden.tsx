import type { ReactNode } from 'react'

/** Text for screen readers only (icon buttons, table captions, live-region messages). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>
}
