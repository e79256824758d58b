// `npm run dev`: the API server (restarting on change) on port 3000 and Vite's dev server, whose
// proxy forwards /api and /socket.io to it. Both are children of this process and stop together.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { REPO_ROOT } from './build-if-stale'

const bin = (name: string) => join(REPO_ROOT, 'node_modules', '.bin', name)

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // The Vite proxy in vite.config.ts expects the API on 127.0.0.1:3000.
    env: { ...process.env, PORT: '3000' },
  }),
  spawn(bin('vite'), [], { cwd: REPO_ROOT, stdio: 'inherit' }),
]

let stopping = false
function stopAll(exitCode: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  process.exitCode = exitCode
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1))
process.once('SIGINT', () => stopAll(0))
process.once('SIGTERM', () => stopAll(0))
