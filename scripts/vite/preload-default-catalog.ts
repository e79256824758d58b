import type { Plugin } from 'vite'

/**
 * Adds `<link rel="modulepreload">` for the default language's catalog chunk to index.html. The catalog
 * is a dynamic import (one chunk per language, src/lib/i18n.ts), so without this the browser asks for it
 * only after the entry has run, one round trip late on every first visit. Korean is the default and what
 * most visitors read; an English reader downloads ~7 KB extra once.
 */
export function preloadDefaultCatalog(language: string): Plugin {
  const suffix = `/locales/${language}/messages.po`
  return {
    name: 'fairway-preload-default-catalog',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // The portal only: the broadcast page's language is in its URL, often not the default.
        if (!ctx.path.endsWith('/index.html')) return html
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix),
        )
        if (!chunk) return html
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ]
      },
    },
  }
}
