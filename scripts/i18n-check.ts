/**
 * npm run i18n:check — fails (exit 1) when the Lingui catalogs are not ready to ship:
 *  - a message in the code is missing from a catalog (run `npm run i18n:extract`);
 *  - a catalog keeps a message the code no longer has (same fix: extract --clean);
 *  - a message lacks its Korean or English translation;
 *  - a translation lost or invented a placeholder ({name}, <0>…</0>) of its source.
 * The extraction runs in memory through Lingui's own API, so the check sees exactly what
 * `lingui extract` would write, without touching the files.
 */
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { CatalogType, ExtractedCatalogType } from '@lingui/conf'

export const REQUIRED_LOCALES = ['ko', 'en'] as const

const label = (id: string, message: string | undefined) => JSON.stringify(message ?? id)

/**
 * The arguments a message uses (`{name}`, `{0}`, the `{n}` of `{n, plural, …}`) and its `<0>`/`</0>` tags,
 * sorted and deduplicated, so a translation can be compared with its source. Plural and select branches are
 * read as messages of their own: a branch's words are text, and a language may use fewer branches (Korean
 * needs no `one`).
 */
export function placeholders(text: string): string {
  const found = new Set<string>()
  for (const tag of text.matchAll(/<\/?\d+\/?>/g)) found.add(tag[0])
  const scan = (from: number, inBranch: boolean): number => {
    let i = from
    while (i < text.length) {
      const ch = text[i]
      if (ch === '}' && inBranch) return i + 1
      if (ch !== '{') {
        i++
        continue
      }
      const close = text.slice(i + 1).search(/[,}]/)
      if (close < 0) return text.length
      const name = text.slice(i + 1, i + 1 + close).trim()
      if (name) found.add(name)
      i = i + 1 + close
      if (text[i] === '}') {
        i++
        continue
      }
      // `{n, plural, one {…} other {…}}`: skip the keywords, read each branch, stop at the closing brace.
      while (i < text.length && text[i] !== '}') i = text[i] === '{' ? scan(i + 1, true) : i + 1
      i++
    }
    return i
  }
  scan(0, false)
  return [...found].sort().join(' ')
}

/** Translations: present in every required locale and carrying the source's placeholders. */
export function findTranslationProblems(catalogs: Record<string, CatalogType>): string[] {
  const problems: string[] = []
  for (const locale of REQUIRED_LOCALES) {
    const catalog = catalogs[locale]
    if (!catalog) {
      problems.push(`${locale}: catalog is missing`)
      continue
    }
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue
      const source = entry.message ?? id
      const translation = entry.translation?.trim() ?? ''
      if (!translation) problems.push(`${locale}: no translation for ${label(id, entry.message)}`)
      else if (placeholders(translation) !== placeholders(source))
        problems.push(`${locale}: placeholders differ from the source in ${label(id, entry.message)}`)
    }
  }
  return problems
}

/** Catalogs against the code: every extracted message present, no message the code dropped. */
export function findSyncProblems(extracted: ExtractedCatalogType, catalogs: Record<string, CatalogType>): string[] {
  const problems: string[] = []
  for (const locale of REQUIRED_LOCALES) {
    const catalog = catalogs[locale] ?? {}
    for (const [id, entry] of Object.entries(extracted)) {
      if (!catalog[id] || catalog[id].obsolete)
        problems.push(`${locale}: not in the catalog yet: ${label(id, entry.message)}`)
    }
    for (const [id, entry] of Object.entries(catalog)) {
      if (!entry.obsolete && !extracted[id])
        problems.push(`${locale}: no longer in the code: ${label(id, entry.message)}`)
    }
  }
  return problems
}

async function main(): Promise<number> {
  const root = fileURLToPath(new URL('..', import.meta.url))
  // @lingui/conf and @lingui/cli/api are the extractor's own modules (same pinned version as the CLI).
  const { getConfig } = await import('@lingui/conf')
  const { getCatalogs } = await import('@lingui/cli/api')
  const config = getConfig({ cwd: root })
  const problems: string[] = []
  for (const catalog of await getCatalogs(config)) {
    const extracted = (await catalog.collect()) ?? {}
    const stored = await catalog.readAll([...REQUIRED_LOCALES])
    problems.push(...findSyncProblems(extracted, stored), ...findTranslationProblems(stored))
  }
  if (problems.length > 0) {
    console.error(`i18n check failed (${problems.length}):\n  ${problems.join('\n  ')}`)
    console.error('Run `npm run i18n:extract`, then fill every msgstr in locales/ko/messages.po.')
    return 1
  }
  console.log('i18n check passed: catalogs match the code and every message has ko and en.')
  return 0
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
