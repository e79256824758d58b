import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'

/**
 * Rows of a table inside a scrolling box, rendered only around the visible window: spacer rows above and
 * below keep the scroll height true, so a 100,000-row table keeps a few dozen <tr> in the DOM.
 */
export function useVirtualRows(count: number, rowHeight: number, overscan = 8) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  })
  const items = virtualizer.getVirtualItems()
  const paddingTop = items[0]?.start ?? 0
  const paddingBottom = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0
  return { scrollRef, items, paddingTop, paddingBottom }
}

/** A spacer row standing in for the rows scrolled out of view. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" className="vt-spacer">
      <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
    </tr>
  ) : null
}
