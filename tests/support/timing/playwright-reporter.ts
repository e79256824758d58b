import { relative } from 'node:path'
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { type FileTiming, formatTimingSummary } from './summary'

/**
 * Added after Playwright's list reporter (playwright.config.ts): at the end of a run, the slowest spec files
 * with the seconds their tests took in every project (desktop and phone), retries included.
 */
export default class PlaywrightTimingReporter implements Reporter {
  private readonly files = new Map<string, FileTiming>()

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(process.cwd(), test.location.file)
    const entry = this.files.get(file) ?? { file, tests: 0, seconds: 0 }
    if (result.retry === 0) entry.tests += 1
    entry.seconds += result.duration / 1000
    this.files.set(file, entry)
  }

  onEnd() {
    const summary = formatTimingSummary('playwright', [...this.files.values()])
    if (summary) process.stdout.write(`${summary}\n`)
  }

  printsToStdio() {
    return false
  }
}
