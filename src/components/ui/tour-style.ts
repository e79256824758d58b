import type { CSSProperties } from 'react'
import { tourCategory } from '@domain/tours'

/** Inline custom property giving a subtree its tour's colour (tabs, cards, hero bands). */
export function tourStyle(tourId: unknown): CSSProperties {
  return { '--tour-color': tourCategory(tourId).color } as CSSProperties
}
