import { useEffect, useRef } from 'react'

/**
 * Back to the top of the page when a step replaces the form (code sent, result found, done): the new
 * content is shorter or starts with what to read first, and the old scroll position would show the middle
 * of it, or the footer. Not on the first render, where the router already decided the scroll.
 */
export function useTopOnChange(key: string): void {
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
  }, [key])
}
