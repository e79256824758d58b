import type { ReactNode } from 'react'

interface FactProps {
  label: ReactNode
  children: ReactNode
  /** Across the whole row (a period, a list). */
  wide?: boolean
  /** Figures in tabular digits. */
  num?: boolean
}

/** One fact of a tournament or an application, inside an `apply-facts` list. */
export function Fact({ label, children, wide, num }: FactProps) {
  return (
    <div className={wide ? 'apply-facts__wide' : undefined}>
      <dt>{label}</dt>
      <dd className={num ? 'num' : undefined}>{children}</dd>
    </div>
  )
}
