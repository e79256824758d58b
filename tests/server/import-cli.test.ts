import { spawn } from 'node:child_process'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_FILE, loadFixture } from '../fixtures/test-db'
import { makeTempDir } from './helpers'

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `tsx scripts/import-scores.ts <file>` the way `npm run import:scores -- <file>` does. */
function runImport(file: string, dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/import-scores.ts', file], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('npm run import:scores', () => {
  let dir: string

  beforeAll(async () => {
    dir = await makeTempDir('import-cli')
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('imports the file, prints its game id and exits 0; a second run prints the same id', async () => {
    const first = await runImport(FIXTURE_FILE, join(dir, 'data'))
    expect(first.stderr).toBe('')
    expect(first.code).toBe(0)
    const id = /^game (\d+) imported/.exec(first.stdout)?.[1]
    expect(id).toBeDefined()
    expect(first.stdout).toContain('70 players')
    expect(first.stdout).toContain('completed')

    const second = await runImport(FIXTURE_FILE, join(dir, 'data'))
    expect(second.code).toBe(0)
    expect(second.stdout).toMatch(new RegExp(`^game ${id} re-imported`))
  }, 60_000)

  it('refuses a malformed file with the field path and exit code 1', async () => {
    const file = await loadFixture()
    ;(file.players[3] as { rounds: Array<{ scores: unknown[] }> }).rounds[0]!.scores[17] = 0
    const path = join(dir, 'bad.json')
    await writeFile(path, JSON.stringify(file))
    const run = await runImport(path, join(dir, 'data'))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('players[3].rounds[0].scores[17]: expected a number from 1 to 20 or null')
  }, 60_000)
})
