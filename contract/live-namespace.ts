/**
 * The socket.io namespace of the live-score channel, apart from live-events.ts so a browser bundle
 * can name it without bundling that file's zod schemas (the broadcast page ships no zod).
 */
export const LIVE_NAMESPACE = '/live'
