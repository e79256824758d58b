import type { LightMyRequestResponse as InjectResponse } from 'fastify'

/**
 * What is wrong with an answer, or null: no 5xx, and every 4xx carries the one error shape
 * `{ code, message, fields? }` with a message a partner can read (contract/errors.ts, docs/decisions/0010).
 */
export function answerProblem(res: InjectResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`
  if (res.statusCode < 400) return null
  let body: unknown
  try {
    body = res.json()
  } catch {
    return `answered ${res.statusCode} without a JSON body`
  }
  const shape = body as { code?: unknown; message?: unknown }
  if (typeof shape?.code !== 'string' && typeof shape?.code !== 'number')
    return `answered ${res.statusCode} without a code`
  if (typeof shape.message !== 'string' || shape.message.trim() === '')
    return `answered ${res.statusCode} without a message`
  return null
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text)

/** One line naming the request and the answer, for a failure message. */
export const describeExchange = (what: string, request: { url: string; payload?: string }, res: InjectResponse) =>
  `${what}: ${clip(request.url)}${request.payload === undefined ? '' : ` body ${clip(request.payload)}`} → ` +
  `${res.statusCode} ${clip(res.body)}`
