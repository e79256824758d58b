import type { PageToWorker, WorkerToPage } from '../../../workers/live-scores/messages'

/** The page's end of the live-scores poller, in a worker (worker-port.ts) or on the page (in-thread-port.ts). */
export interface WorkerPort {
  post: (message: PageToWorker) => void
  listen: (handler: (message: WorkerToPage) => void) => void
  terminate: () => void
}
