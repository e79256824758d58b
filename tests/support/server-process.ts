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

/**
 * Starts the real server process (server/main.ts, what `npm start` runs after its build step) on a free port of
 * 127.0.0.1 with `env` over the test's environment, and resolves once its start-up lines are printed.
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return new Promise((resolve, reject) => {
    // A start that never prints its address fails with what it printed, not as a silent test timeout.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start within 60 s: ${output}`))
    }, 60_000)
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
