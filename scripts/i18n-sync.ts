/**
 * npm run i18n:sync — `lingui extract --clean`, then the Korean of locales/pending/*.json filled into
 * locales/ko/messages.po, under one lock so that several people (or agents) adding pages at once never
 * overwrite each other's catalog edits. A pending file maps an English source message to its Korean:
 *   { "Prohibited substances": "금지 약물", "{count} results": "검색 결과 {count}건" }
 * Put a message's Korean there instead of editing the .po by hand while others work on the catalog;
 * once the work lands, the pending files can be deleted (their Korean then lives in the .po).
 * Prints the messages still lacking Korean.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const lockDir = join(root, 'locales', '.sync-lock')
const pendingDir = join(root, 'locales', 'pending')

async function withLock<T>(work: () => Promise<T>): Promise<T> {
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      if (waited > 300_000) throw new Error(`i18n:sync: ${lockDir} held for 5 minutes; remove it if no sync is running`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  try {
    return await work()
  } finally {
    rmdirSync(lockDir)
  }
}

function pendingKorean(): Map<string, string> {
  const out = new Map<string, string>()
  let files: string[] = []
  try {
    files = readdirSync(pendingDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  } catch {
    return out
  }
  for (const file of files) {
    const entries = JSON.parse(readFileSync(join(pendingDir, file), 'utf8')) as Record<string, string>
    for (const [source, ko] of Object.entries(entries)) if (ko.trim()) out.set(source, ko)
  }
  return out
}

async function main() {
  await withLock(async () => {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
    const { getConfig } = await import('@lingui/conf')
    const { getCatalogs } = await import('@lingui/cli/api')
    const korean = pendingKorean()
    for (const catalog of await getCatalogs(getConfig({ cwd: root }))) {
      const ko = await catalog.read('ko')
      if (!ko) continue
      const missing: string[] = []
      for (const [id, entry] of Object.entries(ko)) {
        const source = entry.message ?? id
        const pending = korean.get(source)
        if (pending) entry.translation = pending
        if (!entry.obsolete && !entry.translation) missing.push(source)
      }
      await catalog.write('ko', ko)
      console.log(
        missing.length
          ? `i18n:sync: ${missing.length} message(s) without Korean:\n  ${missing.join('\n  ')}`
          : 'i18n:sync: every message has Korean.',
      )
    }
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
