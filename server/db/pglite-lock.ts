import { readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is a single-process database: a second process opening the same folder (an import while the
 * server runs, a second server) would corrupt it. A lock file with the owner's pid keeps it to one;
 * a lock left by a process that no longer exists (kill -9, power loss) is taken over.
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dir} is in use by process ${pid} (a running server?). ` +
        'Stop that process first, or set DATABASE_URL to share a PostgreSQL database between processes.',
    )
    this.name = 'DatabaseInUseError'
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock of a PGlite folder; returns the release function. */
export function lockPgliteDir(dir: string): () => void {
  const file = join(dir, 'fairway.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(file, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new DatabaseInUseError(dir, owner)
      unlinkSync(file) // stale: its owner is gone
    }
  }
  throw new Error(`could not lock ${dir}`)
}
