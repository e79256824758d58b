/**
 * Writes .br and .gz next to every compressible file of the built app, so the server (@fastify/static
 * `preCompressed`) answers with the smallest encoding the browser accepts at no CPU cost per request:
 * a fan on a phone network pays the gzip/brotli size, not the raw size.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { SHELLS_DIR } from '../contract/first-paint'

// Not imported from build-if-stale.ts, which imports this module: a cycle deadlocks its top-level await.
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024

async function filesIn(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    // The first paints are read by the server into pages, never sent as files (server/plugins/page-shells.ts).
    if (entry.isDirectory() && entry.name === SHELLS_DIR) continue
    if (entry.isDirectory()) found.push(...(await filesIn(path)))
    else if (COMPRESSIBLE.test(entry.name)) found.push(path)
  }
  return found
}

export async function precompressDist(root = REPO_ROOT): Promise<{ files: number; rawBytes: number; brBytes: number }> {
  let files = 0
  let rawBytes = 0
  let brBytes = 0
  for (const path of await filesIn(join(root, 'dist'))) {
    if ((await stat(path)).size < MIN_BYTES) continue
    const raw = await readFile(path)
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
    await writeFile(`${path}.br`, br)
    await writeFile(`${path}.gz`, gzipSync(raw, { level: 9 }))
    files += 1
    rawBytes += raw.length
    brBytes += br.length
  }
  return { files, rawBytes, brBytes }
}

// `tsx scripts/precompress.ts` (after `vite build` in `npm run build`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, rawBytes, brBytes } = await precompressDist()
  console.log(
    `precompressed ${files} files: ${(rawBytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB brotli`,
  )
}
