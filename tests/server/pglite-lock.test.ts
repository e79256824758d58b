import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { afterEach, expect, it } from 'vitest'
import { openDatabase, pgliteDir } from '../../server/db/database'
import { DatabaseInUseError, lockPgliteDir } from '../../server/db/pglite-lock'
import { makeTempDir } from './helpers'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

it('refuses a second opening of the same embedded database while the first is open, and allows it after', async () => {
  const dataDir = await makeTempDir('lock')
  dirs.push(dataDir)
  const first = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(DatabaseInUseError)
  await first.close()
  const again = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  await again.close()
})

it('names the process that holds the folder, and takes over a lock whose process is gone', async () => {
  const dataDir = await makeTempDir('lock-pid')
  dirs.push(dataDir)
  const dir = pgliteDir(dataDir)
  const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}/fairway.lock`, String(sleeper.pid))
    await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(DatabaseInUseError)
    await expect(openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })).rejects.toThrow(`process ${sleeper.pid}`)
  } finally {
    sleeper.kill('SIGKILL')
    await new Promise((resolve) => sleeper.once('exit', resolve))
  }
  // The holder is gone: the stale lock is taken over.
  const release = lockPgliteDir(dir)
  release()
  const db = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  await db.close()
})
