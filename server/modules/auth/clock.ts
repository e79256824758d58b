/** The server's notion of now; injected so tests can move time (expiry, delays, purges) without sleeping. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
