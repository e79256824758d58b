// Lingui's Vite plugin compiles `.po` imports into `{ messages }`.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// The broadcast page's own messages of a catalog (scripts/vite/broadcast-catalog.ts).
declare module '*.po?broadcast' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
