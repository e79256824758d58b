import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from './build-if-stale'

/**
 * Stylesheets stay split by component (issue 17 §1, docs/decisions/0050-stylesheets-by-component.md): a sheet
 * over 300 lines is a sign that several components share one file, and the next one to grow it is easier to
 * stop here than in review.
 */
const MAX_LINES = 300

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(path)
    return entry.name.endsWith('.css') ? [path] : []
  })
}

/** Lines as an editor numbers them: a final newline does not start another. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** The sheets under `dir` longer than `max` lines, as "path (N lines)" relative to `dir`. */
function longStylesheets(dir: string, max = MAX_LINES): string[] {
  return stylesheets(dir)
    .map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }))
    .filter(({ lines }) => lines > max)
    .map(({ path, lines }) => `${relative(dir, path)} (${lines} lines)`)
}

describe('stylesheets', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'fw-css-'))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  it('of the app each have at most 300 lines', () => {
    expect(longStylesheets(join(REPO_ROOT, 'src'))).toEqual([])
  })

  it('are counted as an editor counts lines: 300 pass, 301 are named', () => {
    writeFileSync(join(scratch, 'fits.css'), '.a {}\n'.repeat(300))
    writeFileSync(join(scratch, 'long.css'), '.a {}\n'.repeat(301))
    expect(longStylesheets(scratch)).toEqual(['long.css (301 lines)'])
  })
})
