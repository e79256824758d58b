// Playwright's webServer: the real server (npm start's path) over a throw-away embedded database.
// Plain Node ESM so it needs no TypeScript loader itself; TypeScript runs in tsx children.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const tsx = join(root, 'node_modules', '.bin', 'tsx')
const PREFIX = 'fairway-e2e-'

const isAlive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// A runner that kills us with SIGKILL leaves its folder behind: sweep those of dead runs first.
for (const name of readdirSync(tmpdir())) {
  const pid = Number(name.slice(PREFIX.length).split('-')[0])
  if (name.startsWith(PREFIX) && Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
    rmSync(join(tmpdir(), name), { recursive: true, force: true })
  }
}

const dataDir = mkdtempSync(join(tmpdir(), `${PREFIX}${process.pid}-`))
let child
let exiting = false
let stopRequested = false

function finish(code) {
  if (exiting) return
  exiting = true
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code)
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopRequested = true
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal)
    else finish(0)
  })
}

function run(args) {
  return new Promise((resolve) => {
    child = spawn(tsx, args, { cwd: root, stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } })
    child.once('error', (error) => {
      console.error(`Could not start ${args.join(' ')}: ${error.message}`)
      resolve(1)
    })
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 0 : 1)))
  })
}

const buildCode = await run(['scripts/build-if-stale.ts'])
if (stopRequested) finish(0)
else if (buildCode !== 0) finish(buildCode)
else finish(await run(['scripts/start.ts', '--no-build']))
