import type { CSSProperties, ReactNode } from 'react'
import './page-band.css'

interface PageBandProps {
  eyebrow: ReactNode
  title: ReactNode
  /** False when the page's h1 is further down (a detail view names itself). */
  heading?: boolean
  style?: CSSProperties
  children?: ReactNode
}

/** The coloured title band of the portal's list pages (notices, events, selection, shots), tinted by the tour. */
export function PageBand({ eyebrow, title, heading = true, style, children }: PageBandProps) {
  const Title = heading ? 'h1' : 'p'
  return (
    <section className="page-band" style={style}>
      <div className="container page-band__inner">
        <div>
          <p className="page-band__eyebrow">{eyebrow}</p>
          <Title className="page-band__title">{title}</Title>
        </div>
        {children}
      </div>
    </section>
  )
}
