/** A failed drizzle query: its message and `params` carry the values of the query (what a member typed). */
interface FailedQuery extends Error {
  query: string
  params: unknown[]
}

/** What pino's own serializer writes for an error. */
export interface SerializedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

const isFailedQuery = (error: Error): error is FailedQuery =>
  typeof (error as Partial<FailedQuery>).query === 'string' && Array.isArray((error as Partial<FailedQuery>).params)

/**
 * The logger's `err` serializer: an error as pino would write it (type, message, stack, its own fields, the
 * cause), except that a failed query keeps its SQL but not its parameters, which drizzle writes into the message
 * too (`Failed query: … params: 01012345678,…`), and the database's `detail` on its cause, which repeats the
 * value of a refused key. Names, phone numbers and e-mails stay out of the server log
 * (docs/requirements/security.md#sec-8, docs/decisions/0048).
 */
export function serializeError(error: Error, redactDetail = false): SerializedError {
  const out: SerializedError = { type: error.constructor.name, message: error.message, stack: error.stack ?? '' }
  for (const [key, value] of Object.entries(error)) if (!(key in out) && key !== 'cause') out[key] = value
  const failed = isFailedQuery(error)
  if (failed) {
    out.message = `Failed query: ${error.query}`
    out.params = `[${error.params.length} values not logged]`
    const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
    out.stack = [`${out.type}: ${out.message}`, ...frames].join('\n')
  }
  if (redactDetail && typeof out.detail === 'string') out.detail = '[not logged]'
  const cause = error.cause
  if (cause !== undefined) out.cause = cause instanceof Error ? serializeError(cause, failed || redactDetail) : cause
  return out
}
