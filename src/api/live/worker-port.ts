/**
 * The page's end of the live-scores worker. Where module workers are unavailable (unit tests, very
 * old browsers) the same poller runs on the main thread behind the same interface.
 */
import type { WorkerToPage } from '../../../workers/live-scores/messages'
import { inThreadPort } from './in-thread-port'
import type { WorkerPort } from './port'

export type { WorkerPort }

export function createWorkerPort(useWorker: boolean): WorkerPort {
  if (useWorker) {
    const worker = new Worker(new URL('../../../workers/live-scores/worker.ts', import.meta.url), {
      type: 'module',
      name: 'live-scores',
    })
    return {
      post: (message) => worker.postMessage(message),
      listen: (handler) =>
        worker.addEventListener('message', (event: MessageEvent<WorkerToPage>) => handler(event.data)),
      terminate: () => worker.terminate(),
    }
  }
  return inThreadPort()
}
