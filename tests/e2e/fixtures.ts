import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every page is also checked for what a user never sees but would suffer from: uncaught errors,
 * console errors (a Content-Security-Policy violation shows up there) and failed requests to our origin.
 */
/**
 * On a page that painted from its HTML (docs/decisions/0034), waits until the app has taken over:
 * before that, its buttons do nothing yet. A page without that first paint needs no wait.
 */
async function untilAppStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-shell'), undefined, { timeout: 30_000 })
}

export const test = base.extend<{ problems: string[] }>({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args)
      await untilAppStarted(page)
      return response
    }
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args)
      await untilAppStarted(page)
      return response
    }
    await provide(page)
  },
  problems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`)
      })
      page.on('requestfailed', (request) => {
        // An abort is the browser or the app cancelling on purpose (a navigation leaving images half
        // loaded, a query cancelled on unmount), not a failure anyone sees; refusals and resets still count.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return
        if (baseURL && request.url().startsWith(baseURL))
          problems.push(`request failed: ${request.url()}: ${request.failure()?.errorText}`)
      })
      await use(problems)
      expect(problems, 'the page logged errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Pretends to be the native app: the host bridge the Flutter InAppWebView injects (docs/app-bridge.md). */
export async function embedInApp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: Array<{ name: string; args: unknown[] }> = []
    ;(window as unknown as { __hostCalls: typeof calls }).__hostCalls = calls
    window.flutter_inappwebview = {
      callHandler: (name: string, ...args: unknown[]) => {
        calls.push({ name, args })
        if (name === 'appInfo') return Promise.resolve({ channel: 'App', device: 'android', version: '3.4.0' })
        return Promise.resolve(null)
      },
    }
  })
}

export function hostCalls(page: Page): Promise<Array<{ name: string; args: unknown[] }>> {
  return page.evaluate(
    () => (window as unknown as { __hostCalls: Array<{ name: string; args: unknown[] }> }).__hostCalls,
  )
}
