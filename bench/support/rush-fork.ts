/**
 * The benchmark's side of the rush benchmarks (bench/ticket-rush.ts, bench/application-rush.ts): the server forked
 * into a process of its own, so the heap it reports is the server's alone, spoken to over IPC
 * (bench/support/rush-process.ts is the server's side); and how the figures print.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { quantile } from './live-app'

/** Forks `serverFile` (run through tsx) and answers its messages by type; the server dies with the benchmark. */
export function forkRushServer(serverFile: URL): {
  server: ChildProcess
  nextMessage: <T>(type: string) => Promise<T>
} {
  const server = fork(serverFile, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const nextMessage = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type: string }) => {
        if (message.type !== type) return
        server.off('message', onMessage)
        resolve(message as T)
      }
      server.on('message', onMessage)
      server.once('exit', (code) => reject(new Error(`the rush server exited (${code}) before '${type}'`)))
    })
  // The server must not outlive the benchmark (a failure or Ctrl-C would leave it holding its port and memory).
  process.on('exit', () => server.kill())
  return { server, nextMessage }
}

/** A quantile of `values` in whole milliseconds, or n/a. */
export const msAt = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? 'n/a' : `${quantile(sorted, q).toFixed(0)} ms`
}
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
