/**
 * What one connection to the public live feed may do (docs/decisions/0043), zod-free so any bundle can
 * name it. The portal's pages stay far inside: one connection per board, one `join` per (re)connect.
 */
export const LIVE_LIMITS = {
  /** Events a socket may send at once (a partner joining its games on connect)… */
  eventBurst: 20,
  /** …then this many a second; an event over the limit is answered `RATE_LIMITED` and not run. */
  eventsPerSecond: 3,
  /**
   * Refused events after which a socket that keeps sending is disconnected; the count starts again
   * once the socket has been quiet long enough to refill its whole burst.
   */
  refusalsBeforeDisconnect: 20,
  /** Games one socket may watch at once; a `join` of one more is answered `CONFLICT` until it leaves one. */
  gamesPerSocket: 16,
  /**
   * Largest message a client may send, in bytes (socket.io's `maxHttpBufferSize`: a WebSocket frame, or
   * a long-polling request body). A `join` is under 100 bytes; anything larger closes that connection.
   */
  maxMessageBytes: 8 * 1024,
} as const
