import { spawn } from 'node:child_process'

export interface ServerProcess {
  baseUrl: string
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

/**
 * The address and the database are the last lines a start prints: the process is then serving. Log lines of jobs
 * that started before (pino writes asynchronously) and stderr chunks may land between the two, so they are matched
 * apart rather than as adjacent lines.
 */
export const STARTED = /Fairway is running at (http:\/\/127\.0\.0\.1:\d+)\n[^]*?^Database: .*\n/m

export interface StartOptions {
  /**
   * `server` runs server/main.ts (the API and whatever dist/ holds); `start` runs `npm start`'s script without its
   * build step (scripts/start.ts --no-build), as the browser tests' own servers do.
   */
  entry?: 'server' | 'start'
  /** How long the start may take before it fails with its output; a first start that seeds the full demo is slow. */
  timeoutMs?: number
}

/**
 * Starts the real server process on 127.0.0.1 (a free port unless `env` names one) with `env` over the test's
 * environment, and resolves once its start-up lines are printed.
 */
export function startServerProcess(
  env: Record<string, string>,
  { entry = 'server', timeoutMs = 60_000 }: StartOptions = {},
): Promise<ServerProcess> {
  const args = entry === 'server' ? ['server/main.ts'] : ['scripts/start.ts', '--no-build']
  const child = spawn('node_modules/.bin/tsx', args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    // A start that never prints its address fails with what it printed, not as a silent test timeout.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within ${timeoutMs / 1000} s: ${output}`))
    }, timeoutMs)
    void exited.then(() => clearTimeout(timer))
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = STARTED.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve({
          baseUrl: match[1],
          output: () => output,
          stop: (signal = 'SIGTERM') => (child.exitCode === null && child.kill(signal), exited),
        })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then((code) => reject(new Error(`server exited early (${code}): ${output}`)))
  })
}
