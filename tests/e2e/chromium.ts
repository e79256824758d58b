/**
 * Debian's Chromium, never a downloaded browser (no internet here; docs/architecture.md#stack-chromium), with the flags
 * every browser run uses: the Playwright tests (playwright.config.ts) and the browser benchmarks (bench/).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
