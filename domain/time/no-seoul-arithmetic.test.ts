import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One home for the Asia/Seoul clock (docs/decisions/0045-one-seoul-clock.md): no source file outside
 * domain/time/ may shift instants by the Seoul offset or name the zone itself. Test files may, since an
 * independent oracle (Intl with the zone, a literal +09:00 instant) is what keeps the module honest.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const SCANNED = ['contract', 'domain', 'server', 'src', 'workers', 'scripts', 'bench']
const HOME = 'domain/time/'
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/
const TEST = /\.(test|spec)\.(ts|tsx)$/

/** Ways code has computed Seoul dates on its own; each names what it catches. */
const PATTERNS: [string, RegExp][] = [
  ['a +09:00 offset in a date string', /[+]09:?00\b/],
  [
    'the offset as 9 hours of minutes or seconds',
    /\b9\s*\*\s*60\b|\b9\s*\*\s*3_?600(?:_?000)?\b|\b3_?600(?:_?000)?\s*\*\s*9\b/,
  ],
  ['the offset as a number', /\b32_?400(?:_?000)?\b|\b540\s*\*\s*60/],
  ["the zone's name in a string", /['"`]Asia\/Seoul['"`]/],
  ['a UTC+9 zone name', /['"`](?:Etc\/GMT-9|UTC\+9|GMT\+9)['"`]/],
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(path)
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [path] : []
  })
}

/** Every line outside the one module that matches a pattern, as "file:line: what". */
function offenders(): string[] {
  const found: string[] = []
  for (const top of SCANNED) {
    for (const file of sourceFiles(join(ROOT, top))) {
      const name = relative(ROOT, file).replaceAll('\\', '/')
      if (name.startsWith(HOME)) continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const [what, pattern] of PATTERNS) if (pattern.test(line)) found.push(`${name}:${i + 1}: ${what}`)
        })
    }
  }
  return found
}

describe('one Seoul clock', () => {
  it('no source outside domain/time computes Seoul dates on its own', () => {
    expect(offenders()).toEqual([])
  })

  it('catches each way of doing it', () => {
    const samples = [
      'Date.parse(`${d}T10:00:00+09:00`)',
      'const OFFSET = 9 * 3_600_000',
      'const OFFSET = 9 * 60 * 60_000',
      'const OFFSET = 9 * 3600_000',
      'new Date(t + 32_400_000)',
      "new Intl.DateTimeFormat('ko', { timeZone: 'Asia/Seoul' })",
    ]
    for (const sample of samples)
      expect(
        PATTERNS.some(([, p]) => p.test(sample)),
        sample,
      ).toBe(true)
    expect(PATTERNS.some(([, p]) => p.test('const points = [540, 9 * 12]'))).toBe(false)
  })
})
