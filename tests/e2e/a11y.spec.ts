import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { logInNewMember, SCANNED_PAGES } from './a11y-pages'
import { expect, test } from './fixtures'

/**
 * axe-core over the key pages with the WCAG 2.2 A and AA rules, at desktop size and (tagged @phone) at phone
 * size: no serious or critical violation (issue 17 §7, docs/decisions/0046-test-time-and-axe.md).
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const BLOCKING = new Set(['serious', 'critical'])

async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (v) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}; ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

for (const size of ['desktop', 'phone'] as const) {
  for (const scanned of SCANNED_PAGES) {
    const title = `${scanned.name} has no serious or critical WCAG 2.2 A/AA violation at ${size} size`
    test(size === 'phone' ? `${title} @phone` : title, async ({ page, request }) => {
      // axe walks the whole page: a long board on a loaded machine takes more than the default 30 s.
      test.slow()
      if (scanned.member) await logInNewMember(page, request)
      await scanned.open(page)
      expect(await blockingViolations(page)).toEqual([])
    })
  }
}
