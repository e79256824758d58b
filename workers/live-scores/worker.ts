/// <reference lib="webworker" />
/**
 * The live-scores worker's entry: wires messages from the page to a LeaderboardPoller. The logic
 * lives in poller.ts so it can be tested without a worker.
 */
import type { PageToWorker, WorkerToPage } from './messages'
import { LeaderboardPoller } from './poller'

const scope = self as unknown as DedicatedWorkerGlobalScope
let poller: LeaderboardPoller | null = null

scope.onmessage = (event: MessageEvent<PageToWorker>) => {
  const message = event.data
  if (message.type === 'start') {
    poller?.stop()
    poller = new LeaderboardPoller(message.config, {
      fetch: (url, init) => scope.fetch(url, init),
      setTimeout: (run, ms) => scope.setTimeout(run, ms),
      clearTimeout: (handle) => scope.clearTimeout(handle as number),
      post: (out: WorkerToPage) => scope.postMessage(out),
    })
    poller.start()
    return
  }
  if (!poller) return
  switch (message.type) {
    case 'held':
      return poller.hold(message.board)
    case 'pushed':
      return poller.pushed(message.update)
    case 'pace':
      return poller.setPace(message.paceMs)
    case 'visibility':
      return poller.setHidden(message.hidden)
    case 'poll-now':
      return void poller.pollNow(message.full)
    case 'stop':
      poller.stop()
      poller = null
  }
}
