import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * The repository's import graph as the TypeScript compiler resolves it, type-only imports included: the
 * import rules of docs/architecture.md#import-rules-and-how-they-are-enforced say "no import cycle, type-only
 * included", which eslint's import-x/no-cycle cannot see (it skips `import type`). Dynamic `import()` is left
 * out: a lazy chunk that imports its loader back is how code splitting works, not a tangle.
 */

const sourceFolders = ['contract', 'domain', 'src', 'server', 'workers', 'scripts', 'tests', 'bench']
const skipped = new Set(['node_modules', 'dist', 'data', 'migrations'])
const generated = new Set(['src/routeTree.gen.ts'])

function listSources(root: string, folder: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (!skipped.has(entry.name)) files.push(...listSources(root, path))
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !generated.has(path)) {
      files.push(path)
    }
  }
  return files
}

/** Module specifiers of one file's static imports and re-exports, `import type` and `export type` included. */
export function staticSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text)
    }
  }
  return specifiers
}

/** Every source file (relative to root) with the repository files it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const graph = new Map<string, string[]>()
  for (const file of sourceFolders.flatMap((folder) => listSources(root, folder))) {
    const absolute = resolve(root, file)
    const targets = new Set<string>()
    for (const specifier of staticSpecifiers(file, readFileSync(absolute, 'utf8'))) {
      const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys, cache).resolvedModule
      if (!resolved || resolved.isExternalLibraryImport) continue
      const target = relative(root, resolved.resolvedFileName)
      if (!target.startsWith('..') && !target.includes('node_modules')) targets.add(target)
    }
    graph.set(file, [...targets].sort())
  }
  return graph
}

/** The strongly connected groups of more than one node (or a node importing itself), each sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  // Tarjan's algorithm, iterative so that a deep import chain cannot overflow the stack.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const groups: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; edge: number }
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++] as string
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number))
      if (low.get(frame.node) !== index.get(frame.node)) continue
      const group: string[] = []
      let member: string
      do {
        member = stack.pop() as string
        onStack.delete(member)
        group.push(member)
      } while (member !== frame.node)
      if (group.length > 1 || edges.includes(frame.node)) groups.push(group.sort())
    }
  }
  return groups.sort((a, b) => (a[0] as string).localeCompare(b[0] as string))
}

/** The graph folded to folders: `server/modules/games/x.ts` counts as `server/modules/games`. */
export function folderGraph(graph: Map<string, string[]>, parent: string): Map<string, string[]> {
  const folderOf = (file: string) => {
    if (!file.startsWith(`${parent}/`)) return undefined
    const rest = file.slice(parent.length + 1)
    return rest.includes('/') ? `${parent}/${rest.split('/')[0]}` : undefined
  }
  const folders = new Map<string, Set<string>>()
  for (const [file, targets] of graph) {
    const from = folderOf(file)
    if (!from) continue
    const edges = folders.get(from) ?? new Set<string>()
    for (const target of targets) {
      const to = folderOf(target)
      if (to && to !== from) edges.add(to)
    }
    folders.set(from, edges)
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]))
}

export const repositoryRoot = fileURLToPath(new URL('..', import.meta.url))
