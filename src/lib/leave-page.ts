/**
 * Leaves the single-page app for a whole-page address (a payment provider's checkout window, its redirect back).
 * One place, so tests can watch where the page would have gone instead of jsdom failing to navigate.
 */
export const leavePage = {
  to(url: string): void {
    window.location.assign(url)
  },
}
