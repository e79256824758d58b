/**
 * npm run format:check, second half — fails (exit 1) when a source line is longer than 120 characters.
 * Biome formats code to 120 columns but leaves comments and long string literals alone, so this check holds the
 * rest: prose belongs in data files (the YAML of server/db/content/text and server/db/demo/text, docs/decisions/0047;
 * locales), which it does not read, and it skips generated files (the route tree, migrations, lock files).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

export const MAX_LINE = 120

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html)$/
const SKIPPED = [/routeTree\.gen\.ts$/, /^server\/db\/migrations\//, /(^|\/)data\//, /^locales\//, /^public\//]

export const isCheckedSource = (path: string) => SOURCE.test(path) && !SKIPPED.some((skip) => skip.test(path))

/** The lines over the limit in one file's text, as `path:line (length)`. */
export function longLines(path: string, text: string): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, index) => {
    // Characters, not UTF-16 units: a Korean syllable is one column in an editor.
    const length = [...line].length
    if (length > MAX_LINE) found.push(`${path}:${index + 1} (${length})`)
  })
  return found
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\n')
    .filter(isCheckedSource)
  const found = files.flatMap((path) => {
    try {
      return longLines(path, readFileSync(path, 'utf8'))
    } catch {
      return [] // listed by git but deleted in the working tree
    }
  })
  if (found.length === 0) {
    console.log(`line length: ${files.length} source files, none over ${MAX_LINE} characters.`)
    return
  }
  console.error(`line length: ${found.length} lines over ${MAX_LINE} characters (wrap them, or move prose to data):`)
  for (const line of found) console.error(`  ${line}`)
  process.exit(1)
}

if (import.meta.url === `file://${process.argv[1]}`) main()
