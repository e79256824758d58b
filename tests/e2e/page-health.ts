import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'

/**
 * What a reader of either language would notice on any page: an empty main area, a page stuck loading, the
 * not-found page, or a message in the other language. The catalogs say which words are "the other language":
 * a Korean page showing the English source of a message that has its own Korean translation has lost that
 * translation on the way (a string outside Lingui, a missing id), and an English page showing a Korean
 * translation has the opposite fault. Names (players, venues) are data, not messages, so they never match.
 */

type Lang = 'ko' | 'en'

/** msgid → msgstr of one .po file; multi-line strings joined, escapes undone. */
export function readCatalog(file: string): Map<string, string> {
  const entries = new Map<string, string>()
  let key: 'msgid' | 'msgstr' | null = null
  let id = ''
  let str = ''
  const flush = () => {
    if (id) entries.set(id, str)
    id = ''
    str = ''
  }
  const unquote = (text: string) => JSON.parse(text) as string
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim()
    if (line.startsWith('msgid ')) {
      flush()
      key = 'msgid'
      id = unquote(line.slice(6))
    } else if (line.startsWith('msgstr ')) {
      key = 'msgstr'
      str = unquote(line.slice(7))
    } else if (line.startsWith('"') && key) {
      if (key === 'msgid') id += unquote(line)
      else str += unquote(line)
    } else if (!line) key = null
  }
  flush()
  return entries
}

// Short or placeholder-bearing messages cannot be recognised as whole text nodes; words that read the same
// in both languages (a brand, "R1") are not a fault.
const recognisable = (text: string) => text.length >= 3 && !/[{}<>]/.test(text)

let foreign: Record<Lang, Set<string>> | undefined

/** The texts that must not appear on a page in each language. */
export function foreignTexts(): Record<Lang, Set<string>> {
  if (foreign) return foreign
  const ko = readCatalog('locales/ko/messages.po')
  const result: Record<Lang, Set<string>> = { ko: new Set(), en: new Set() }
  for (const [source, korean] of ko) {
    if (!korean || korean === source) continue
    if (recognisable(source) && /[a-z]/i.test(source)) result.ko.add(source)
    if (recognisable(korean) && /[\uac00-\ud7a3]/.test(korean)) result.en.add(korean)
  }
  foreign = result
  return result
}

/** Every text node and readable attribute of the page, trimmed and deduplicated. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, [hidden]')) continue
      const text = node.textContent?.replace(/\s+/g, ' ').trim()
      if (text) texts.add(text)
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim()
        if (value) texts.add(value)
      }
    }
    const title = document.title.trim()
    if (title) texts.add(title)
    return [...texts]
  })
}

/** The page has settled: no skeleton or busy region is left in the main area. */
export async function settled(page: Page): Promise<void> {
  const main = page.getByRole('main')
  await expect(main).toBeVisible()
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

export async function expectHealthyPage(page: Page, lang: Lang): Promise<void> {
  await settled(page)
  const main = page.getByRole('main')
  await expect(main.locator('#not-found-title'), 'the route exists').toHaveCount(0)
  const text = (await main.innerText()).replace(/\s+/g, ' ').trim()
  expect(text.length, 'the main area has content').toBeGreaterThan(40)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  const wrong = foreignTexts()[lang]
  const found = (await visibleTexts(page)).filter((t) => wrong.has(t))
  expect(found, `texts in the other language on a ${lang} page`).toEqual([])
}
