import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { getConfig } from '@lingui/conf'
// CommonJS: named imports fail when Vite loads its config as ESM.
import linguiApi from '@lingui/cli/api'
import type { Plugin } from 'vite'

/**
 * `import('…/locales/ko/messages.po?broadcast')` gives the broadcast page a catalog of only its own
 * messages (~1 KB instead of the portal's ~7 KB): the page must load in ≤ 100 KB of JavaScript
 * (docs/decisions/0020). The messages are those Lingui extracts from `sources` (the broadcast
 * feature and its entry); the translations come from the same .po files as the portal's, so there
 * is one catalog to translate. Compiled the way @lingui/vite-plugin compiles a whole catalog.
 */
const { createCompiledCatalog, extractor, getCatalogForFile, getCatalogs } = linguiApi

export function broadcastCatalog(root: string, sources: readonly string[]): Plugin {
  const config = getConfig({ cwd: root })

  async function filesOf(path: string): Promise<string[]> {
    const entries = await readdir(path, { withFileTypes: true }).catch(() => null)
    if (!entries) return [path]
    const nested = await Promise.all(entries.map((entry) => filesOf(join(path, entry.name))))
    return nested.flat().filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  }

  async function messageIds(): Promise<Set<string>> {
    const ids = new Set<string>()
    const files = (await Promise.all(sources.map((source) => filesOf(join(root, source))))).flat()
    for (const file of files) {
      const code = await readFile(file, 'utf8')
      await extractor.extract(file, code, (message) => ids.add(message.id), { linguiConfig: config })
    }
    return ids
  }

  return {
    name: 'fairway-broadcast-catalog',
    async transform(_source, id) {
      if (!id.endsWith('.po?broadcast')) return null
      const file = id.slice(0, -'?broadcast'.length)
      const found = getCatalogForFile(relative(config.rootDir ?? root, file), await getCatalogs(config))
      if (!found) throw new Error(`${file} is not a Lingui catalog of lingui.config.ts`)
      for (const source of sources) this.addWatchFile(join(root, source))
      const ids = await messageIds()
      const { messages } = await found.catalog.getTranslations(found.locale, {
        fallbackLocales: config.fallbackLocales as Parameters<
          typeof found.catalog.getTranslations
        >[1]['fallbackLocales'],
        sourceLocale: config.sourceLocale ?? 'en',
      })
      const own = Object.fromEntries(Object.entries(messages).filter(([messageId]) => ids.has(messageId)))
      const { source: code } = createCompiledCatalog(found.locale, own, {
        namespace: 'es',
        pseudoLocale: config.pseudoLocale ?? '',
      })
      return { code, map: null, moduleType: 'js' }
    },
  }
}
