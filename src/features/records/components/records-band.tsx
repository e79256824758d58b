import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import '@/components/ui/page-band.css'
import { tourStyle } from '@/components/ui/tour-style'
import { tourName } from '@domain/tours'

/** The coloured band at the top of the records pages: the tour, the page title, and controls beside it. */
export function RecordsBand({ tourId, title, children }: { tourId: number; title: string; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <section className="page-band rec-band" style={tourStyle(tourId)} aria-labelledby="records-title">
      <div className="container page-band__inner">
        <div>
          <p className="page-band__eyebrow">{tourName(tourId, i18n.locale)}</p>
          <h1 id="records-title" className="page-band__title">
            {title}
          </h1>
        </div>
        {children}
      </div>
    </section>
  )
}
