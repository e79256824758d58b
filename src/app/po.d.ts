// Lingui's Vite plugin compiles `.po` imports into `{ messages }`.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
