/**
 * The first paint of the busiest pages, in their HTML (docs/decisions/0034). The build renders each
 * page's header, title band and loading states from the app's own components in both languages
 * (scripts/prerender-shells.ts); the server puts both into `#root` as inert templates with a small
 * inline script (page-documents.ts) that picks the visitor's language from storage, where the app
 * keeps it, before the first paint. The app renders over it once its JavaScript has run, so a slow
 * phone sees the page a second sooner and nothing moves when the app takes over. Pure apart from
 * reading dist/.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_STORAGE_KEY, SHELLS_DIR, SHELLS_INDEX, type ShellIndex } from '@contract/first-paint'
import { trimTrailingSlashes } from '@contract/url-path'
import { normalizeTourId } from '@domain/tours'

/**
 * Runs where it stands, before the first paint: the stored language's shell replaces its template (not
 * inside the native app, whose screens have no web header: the app decides there, as before), and
 * `<html data-shell>` says so until the app marks itself `data-app` (src/app/app.tsx). Once that
 * first frame is painted it starts the app: the module preloads (template `fw-preload`) and the entry
 * (its `data-entry`). Before the paint, dozens of module responses and the module graph's evaluation
 * would hold the main thread, which on a slow phone is the difference between seeing the page at once
 * and a second later.
 */
export const SHELL_SCRIPT =
  '(function(){var s=document.currentScript,l;' +
  `try{l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}` +
  'l=l==="en"?"en":"ko";var t=document.getElementById("fw-shell-"+l);' +
  'if(t&&!window.flutter_inappwebview){var ' +
  'h=document.documentElement;h.lang=l;h.setAttribute("data-shell","");t.parentNode.replaceChild(t.content,t)}' +
  'var go=function(){var p=document.getElementById("fw-preload");if(p)document.head.appendChild(p.content);' +
  'var m=document.createElement("script");m.type="module";m.crossOrigin="";m.src=s.getAttribute("data-entry");' +
  'document.head.appendChild(m)};' +
  // A hidden tab gets no animation frames: start at once there.
  'if(document.visibilityState==="hidden"||!window.requestAnimationFrame)go();else ' +
  'requestAnimationFrame(function(){setTimeout(go,0)})})()'

/** The CSP source that allows exactly that script (security.ts). */
export const SHELL_SCRIPT_CSP = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`

export interface PageShells {
  /** The two languages' first paints for this URL as templates, or null for a page without them. */
  templates(url: string): string | null
}

/** Path as the shells are indexed: lower case, no trailing slash, '/' for the front page. */
const pageKey = (path: string) => trimTrailingSlashes(path.toLowerCase(), 1)

/** The search parameter's value as the page's route reads it (the tour id the same way as the router). */
function paramValue(url: string, param: string): string | null {
  const raw = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '').get(param)
  return param === 'tourId' ? String(normalizeTourId(raw ?? undefined)) : raw
}

export function createPageShells(index: ShellIndex, read: (file: string) => string): PageShells {
  const cache = new Map<string, string>()
  return {
    templates(url) {
      const page = index.pages[pageKey(url.split('?')[0] ?? '')]
      if (!page) return null
      const value = page.param ? paramValue(url, page.param) : ''
      const files = value === null ? undefined : page.variants[value]
      // A value the build did not render (an unknown tour) gets no shell rather than another page's.
      if (!files) return null
      const key = `${files.ko}|${files.en}`
      let content = cache.get(key)
      if (content === undefined) {
        content =
          `<template id="fw-shell-ko">${read(files.ko)}</template>` +
          `<template id="fw-shell-en">${read(files.en)}</template>`
        cache.set(key, content)
      }
      return content
    },
  }
}

/** The shells of a built app in `distDir`; null when the build has none (then pages paint with the app). */
export function loadPageShells(distDir: string): PageShells | null {
  try {
    const dir = join(distDir, SHELLS_DIR)
    const index = JSON.parse(readFileSync(join(dir, SHELLS_INDEX), 'utf8')) as ShellIndex
    return createPageShells(index, (file) => readFileSync(join(dir, file), 'utf8'))
  } catch {
    return null
  }
}
