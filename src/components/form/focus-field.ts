/**
 * Focuses the field to fix and brings it to the middle of the screen. The browser's own scroll on focus
 * stops as soon as any part of the field shows, which can leave its label and message under the sticky
 * header; centring never does.
 */
export function focusField(field: HTMLElement | null | undefined): void {
  if (!field) return
  field.focus({ preventScroll: true })
  // jsdom has no scrollIntoView.
  field.scrollIntoView?.({ block: 'center' })
}
