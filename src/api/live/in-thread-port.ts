/**
 * The live-scores poller on the page's own thread, behind the worker's interface: where module
 * workers are missing (unit tests, very old browsers), and on the broadcast page, which polls only
 * as a fallback behind its socket and saves the worker's download (docs/decisions/0020).
 */
import type { PageToWorker, WorkerToPage } from '../../../workers/live-scores/messages'
import { LeaderboardPoller } from '../../../workers/live-scores/poller'
import type { WorkerPort } from './port'

export function inThreadPort(): WorkerPort {
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
