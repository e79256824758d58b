import { EnvError } from '../config/env'

/** Runs a command-line task: a bad environment prints its problems (no stack) and exits 1. */
export async function runCli(task: () => Promise<void>): Promise<void> {
  try {
    await task()
  } catch (error) {
    if (error instanceof EnvError) console.error(error.message)
    else console.error(error)
    process.exitCode = 1
  }
}
