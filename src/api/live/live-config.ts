/**
 * Which live transports run. Unit tests (jsdom, msw) have no socket.io server and no module
 * workers: there the socket stays off and the poller runs on the main thread, unless a test
 * switches them on with its own fakes.
 */
export interface LiveTransports {
  socket: boolean
  worker: boolean
}

const defaults = (): LiveTransports => {
  const test = import.meta.env?.MODE === 'test'
  return { socket: !test, worker: !test && typeof Worker !== 'undefined' }
}

let transports = defaults()

export function configureLiveTransports(patch: Partial<LiveTransports>): void {
  transports = { ...transports, ...patch }
}

export function resetLiveTransports(): void {
  transports = defaults()
}

export const liveTransports = (): Readonly<LiveTransports> => transports
