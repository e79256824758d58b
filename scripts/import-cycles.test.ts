import { describe, expect, it } from 'vitest'
import { cycles, folderGraph, importGraph, repositoryRoot, staticSpecifiers } from './import-graph'

// docs/architecture.md#import-rules-and-how-they-are-enforced: one-way imports, type-only ones included, and one
// direction between the server's modules (decision 0049). eslint's import-x/no-cycle skips `import type`.
describe('the import graph', () => {
  const graph = importGraph(repositoryRoot)

  it('has no cycle between files, type-only imports included', () => {
    expect(cycles(graph)).toEqual([])
  })

  it('has no cycle between the server modules (games, live, scorers, ...)', () => {
    expect(cycles(folderGraph(graph, 'server/modules'))).toEqual([])
  })

  it('sees every source folder', () => {
    for (const file of [
      'src/app/start.ts',
      'server/main.ts',
      'contract/leaderboard.ts',
      'workers/live-scores/worker.ts',
    ])
      expect(graph.has(file), file).toBe(true)
  })
})

describe('the cycle finder', () => {
  it('counts `import type` and `export type` as imports, and leaves dynamic import() out', () => {
    const text = [
      "import type { A } from './a'",
      "import { type B, c } from './b'",
      "export type { D } from './d'",
      "export * from './e'",
      "const lazy = () => import('./f')",
    ].join('\n')
    expect(staticSpecifiers('x.ts', text)).toEqual(['./a', './b', './d', './e'])
  })

  it('reports each group of files that reach each other, and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']])
    graph.set('c', ['d'])
    expect(cycles(graph)).toEqual([['e']])
  })

  it('folds files into their folders', () => {
    const graph = new Map([
      ['m/games/a.ts', ['m/live/b.ts', 'm/games/c.ts']],
      ['m/live/b.ts', ['m/games/c.ts']],
      ['m/games/c.ts', []],
    ])
    expect(cycles(folderGraph(graph, 'm'))).toEqual([['m/games', 'm/live']])
  })
})
