import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Comments, decisions and the README cite documents a clone has: docs/requirements/ and docs/architecture.md
// (docs/requirements/README.md#how-to-cite). The documents the portal was first described in are not in the
// repository, so a citation of them leads a newcomer nowhere. Only the requirements' README may say where the
// requirements came from.
const root = fileURLToPath(new URL('..', import.meta.url))
const checked = ['contract', 'domain', 'server', 'src', 'workers', 'tests', 'scripts', 'bench', 'docs', 'README.md']
const allowed = new Set(['docs/requirements/README.md'])

// Built from parts so that this file does not match itself. Case matters: docs/architecture.md is ours.
const outsideDocuments = ['api', 'portal', 'ARCHITECTURE', 'STACK'].map((name) => `${name}\\.md`)
const outsideCitation = new RegExp(`\\b(${outsideDocuments.join('|')})\\b|\\.\\.\\/shared\\/`)

function trackedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...checked], { cwd: root, encoding: 'utf8' })
  return listed.split('\0').filter((path) => path !== '' && !allowed.has(path))
}

function outsideCitations(path: string): string[] {
  let text: string
  try {
    text = readFileSync(`${root}${path}`, 'utf8')
  } catch {
    return [] // listed by git but deleted in the working tree
  }
  return text
    .split('\n')
    .flatMap((line, index) => (outsideCitation.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : []))
}

describe('citations', () => {
  it('name only documents in the repository', () => {
    const found = trackedFiles().flatMap(outsideCitations)
    expect(found).toEqual([])
  })

  it('would catch a citation of an outside document', () => {
    // Assembled at run time, like the pattern, so that the guard's own file stays clean.
    const md = '.md'
    const samples = [
      `(api${md} §7 "Game")`,
      `portal${md} §2`,
      `see ARCHITECTURE${md}`,
      `STACK${md} "Tests"`,
      `..${'/shared/x'}`,
    ]
    expect(samples.filter((line) => outsideCitation.test(line))).toEqual(samples)
    expect(outsideCitation.test('(docs/architecture.md#the-server, docs/requirements/api-conventions.md#api-1)')).toBe(
      false,
    )
  })
})
