import type { CSSProperties } from 'react'

interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  radius?: CSSProperties['borderRadius']
}

/** Placeholder block while API-driven sections load; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', radius }: SkeletonProps) {
  return <span className="skeleton" aria-hidden="true" style={{ width, height, borderRadius: radius }} />
}
