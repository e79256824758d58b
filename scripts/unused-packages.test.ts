import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repositoryRoot } from './import-graph'

// Issue 17 §5 (decision 0049): a package in package.json is one that some file imports. These are the ones that
// earn their place without an import of their own; each says why.
const withoutImport: Record<string, string> = {
  'react-is': "recharts' peer dependency",
  '@testing-library/dom': "@testing-library/react's peer dependency",
  '@biomejs/biome': 'the formatter, run by npm run format',
  eslint: 'the linter, run by npm run lint',
  'axe-core': "@axe-core/playwright's engine, for the accessibility scan of issue 17 §7",
  '@axe-core/playwright': 'the accessibility scan of issue 17 §7 in the browser tests',
}

const folders = ['contract', 'domain', 'src', 'server', 'workers', 'scripts', 'tests', 'bench']
const skipped = new Set(['node_modules', 'dist', 'data', 'migrations'])

function sources(folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(join(repositoryRoot, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) files.push(...sources(path))
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name)) files.push(path)
  }
  return files
}

describe('package.json', () => {
  it('lists only packages that the code imports, or that say why they need no import', () => {
    const manifest = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
      devDependencies: Record<string, string>
    }
    const rootFiles = readdirSync(repositoryRoot).filter((f) => /\.(ts|js|mjs)$/.test(f))
    const text = [...rootFiles, ...folders.flatMap(sources)]
      .map((file) => readFileSync(join(repositoryRoot, file), 'utf8'))
      .join('\n')
    const unused = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => {
      if (name.startsWith('@types/') || name in withoutImport) return false
      const quoted = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
      return !new RegExp(`['"]${quoted}(/[^'"]*)?['"]`).test(text)
    })
    expect(unused).toEqual([])
  })
})
