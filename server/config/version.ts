import { readFileSync } from 'node:fs'

/** The server's version, from package.json (shown by /api/health and the OpenAPI document). */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version
