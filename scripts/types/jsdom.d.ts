// jsdom ships no types; this is the little of it scripts/prerender-shells.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean })
    readonly window: Window & typeof globalThis
  }
}
