import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { precompressDist } from './precompress'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/** Everything `vite build` reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'workers',
  'contract',
  'domain',
  'locales',
  'public',
  'index.html',
  'broadcast.html',
  'vite.config.ts',
  'scripts/vite',
  'scripts/prerender-shells.ts',
  'lingui.config.ts',
  'package-lock.json',
] as const

// Tests never end up in the bundle; editing one should not cost a rebuild.
const isIgnored = (name: string) => /\.test\.tsx?$/.test(name) || name === 'routeTree.gen.ts'

async function newestIn(path: string): Promise<{ path: string; mtimeMs: number } | undefined> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return undefined
  if (!info.isDirectory()) return { path, mtimeMs: info.mtimeMs }
  let newest: { path: string; mtimeMs: number } | undefined
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (isIgnored(entry.name)) continue
    const candidate = await newestIn(join(path, entry.name))
    if (candidate && (!newest || candidate.mtimeMs > newest.mtimeMs)) newest = candidate
  }
  return newest
}

export type BuildCheck = { stale: false } | { stale: true; reason: string }

/** Compares dist/index.html with the newest build input. */
export async function checkBuild(root = REPO_ROOT): Promise<BuildCheck> {
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => undefined)
  if (!built) return { stale: true, reason: 'dist/index.html is missing' }
  for (const input of BUILD_INPUTS) {
    const newest = await newestIn(join(root, input))
    if (newest && newest.mtimeMs > built.mtimeMs)
      return { stale: true, reason: `${relative(root, newest.path)} changed since the last build` }
  }
  return { stale: false }
}

export type BuildOutcome = 'fresh' | 'built' | 'skipped'

/**
 * Runs `vite build` when dist/ is older than its sources. While the web app does not exist yet
 * (no src/main.tsx) the build is skipped with a warning and the server runs API-only.
 */
export async function buildIfStale(root = REPO_ROOT, log: (line: string) => void = console.log): Promise<BuildOutcome> {
  if (!existsSync(join(root, 'src', 'main.tsx'))) {
    log('Warning: src/main.tsx does not exist yet; skipping the web build (the API still runs).')
    return 'skipped'
  }
  const check = await checkBuild(root)
  if (!check.stale) return 'fresh'
  log(`Building the web app: ${check.reason}...`)
  const run = (bin: string, args: string[]) =>
    new Promise<number | null>((resolve, reject) => {
      const child = spawn(join(root, 'node_modules', '.bin', bin), args, { cwd: root, stdio: 'inherit' })
      child.once('error', reject)
      child.once('exit', resolve)
    })
  const code = await run('vite', ['build'])
  if (code !== 0) throw new Error(`vite build failed (exit code ${code})`)
  // The first paints of the busiest pages (docs/decisions/0034), in a process of its own: it renders in a jsdom window.
  const shells = await run('tsx', ['scripts/prerender-shells.ts'])
  if (shells !== 0) throw new Error(`prerendering the first paints failed (exit code ${shells})`)
  await precompressDist(root)
  return 'built'
}

// `tsx scripts/build-if-stale.ts` (used by scripts/e2e-server.mjs).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await buildIfStale()
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
