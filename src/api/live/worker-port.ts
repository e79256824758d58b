/**
 * The page's end of the live-scores worker. Where module workers are unavailable (unit tests, very
 * old browsers) the same poller runs on the main thread behind the same interface.
 */
import type { PageToWorker, WorkerToPage } from '../../../workers/live-scores/messages'
import { LeaderboardPoller } from '../../../workers/live-scores/poller'

export interface WorkerPort {
  post: (message: PageToWorker) => void
  listen: (handler: (message: WorkerToPage) => void) => void
  terminate: () => void
}

export function createWorkerPort(useWorker: boolean): WorkerPort {
  if (useWorker) {
    const worker = new Worker(new URL('../../../workers/live-scores/worker.ts', import.meta.url), { type: 'module', name: 'live-scores' })
    return {
      post: (message) => worker.postMessage(message),
      listen: (handler) => worker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => handler(event.data)),
      terminate: () => worker.terminate(),
    }
  }
  return inThreadPort()
}

function inThreadPort(): WorkerPort {
  let poller: LeaderboardPoller | null = null
  let handler: (message: WorkerToPage) => void = () => {}
  return {
    listen: (next) => {
      handler = next
    },
    // Asynchronous like postMessage, so the page sees the same ordering either way.
    post: (message) =>
      queueMicrotask(() => {
        if (message.type === 'start') {
          poller?.stop()
          poller = new LeaderboardPoller(message.config, {
            fetch: (url, init) => globalThis.fetch(url, init),
            setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
            clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
            post: (out) => queueMicrotask(() => handler(out)),
          })
          poller.start()
        } else if (poller) dispatch(poller, message)
      }),
    terminate: () => {
      poller?.stop()
      poller = null
    },
  }
}

function dispatch(poller: LeaderboardPoller, message: Exclude<PageToWorker, { type: 'start' }>): void {
  if (message.type === 'held') poller.hold(message.board)
  else if (message.type === 'pushed') poller.pushed(message.update)
  else if (message.type === 'pace') poller.setPace(message.paceMs)
  else if (message.type === 'visibility') poller.setHidden(message.hidden)
  else if (message.type === 'poll-now') void poller.pollNow(message.full)
  else poller.stop()
}
