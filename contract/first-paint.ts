/**
 * Shared by the build's prerender (scripts/prerender-shells.ts) and the server that serves its output
 * (server/plugins/page-shells.ts): where a page's first-paint HTML lives and how the page picks it.
 */

/**
 * Browser storage key of the visitor's language (the language code of docs/requirements/api-conventions.md#api-3), read
 * before the first paint.
 */
export const LANGUAGE_STORAGE_KEY = 'fw.languageCode'

/** Folder of dist/ holding the prerendered first paints, with their index. */
export const SHELLS_DIR = 'shells'
export const SHELLS_INDEX = 'index.json'

/**
 * dist/shells/index.json: per page path (lower case, no trailing slash), the search parameter its first
 * paint depends on and a file per value of it and language; `''` is the page without the parameter (or
 * with a value the page does not know, which the route treats the same way).
 */
export interface ShellIndex {
  pages: Record<string, { param: string | null; variants: Record<string, { ko: string; en: string }> }>
}
