import type { Operation, Schema } from './openapi-operations'
import { propertiesOf, sampleOf, typeOf, type Resolve } from './schema-values'

/** One request of the fuzz, before an identity is added. */
export interface FuzzInput {
  /** What the input tries: 'valid', 'missing', 'wrong-type', ... (named in a failure). */
  kind: string
  url: string
  /** The raw body and its type, or undefined for none. */
  body?: { payload: string; contentType: string }
}

/** A small seeded generator (mulberry32): the same seed gives the same run, so a failure can be replayed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]! }
}
export type Random = ReturnType<typeof seededRandom>

export const hashOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

const HUGE = 'A'.repeat(100_000)
/** Long, but under the URL cap (server/plugins/input-guards.ts), so it reaches validation and the database. */
const LONG_QUERY = 'A'.repeat(7_000)
const HUGE_NUMBERS = [1e308, 2 ** 63, -1, 'NaN', -1e308, 2 ** 31, 1.5] as const
const TRAVERSAL = ['../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..\\..\\windows\\win.ini', '/etc/passwd']
const SQL = ["' OR '1'='1' --", '1; DROP TABLE members; --', "1' UNION SELECT password FROM members --", '1)--']
const CONTROL = ['1\u0000', '\u0000', 'a\u001b[2J', '\u0007\u0008', 'x\u007f', '\ud800', 'a\u202eb', '\r\n\r\nX: y']
/** Path segments as they go on the wire: already percent-encoded where the router would split them. */
const HOSTILE_SEGMENTS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '1%00',
  '%00',
  "1'%20OR%20'1'%3D'1",
  '-1',
  '9223372036854775808',
  '1e308',
  'NaN',
  '%E0%A4%A',
]

const wrongValueFor = (type: string): unknown =>
  type === 'string' ? 12345 : type === 'array' ? { not: 'a list' } : type === 'object' ? 'not an object' : 'x1'

const wrongQueryFor = (type: string): string => (type === 'integer' || type === 'number' ? 'abc' : '[object]')

/** Percent-encodes a value; a lone surrogate half (which encodeURIComponent refuses) goes as its raw bytes. */
const encode = (value: unknown) =>
  (typeof value === 'string' ? value : JSON.stringify(value))
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('')

/**
 * The inputs of one operation: valid ones and hostile ones of each kind, path parameters filled from the demo
 * seed (`validIds`, by name) for the body and query kinds and with hostile segments for the injection kinds.
 * The kinds follow issue 16's list; which field gets which hostile value is the seeded generator's choice.
 */
export function inputsOf(
  op: Operation,
  resolve: Resolve,
  validIds: Record<string, string>,
  random: Random,
): FuzzInput[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const validPath = () =>
    Object.fromEntries(pathParams.map((p) => [p.name, validIds[p.name] ?? encode(sampleOf(p.schema, resolve))]))
  const validQuery = () =>
    Object.fromEntries(
      queryParams.filter((p) => p.required || random.next() < 0.5).map((p) => [p.name, sampleOf(p.schema, resolve)]),
    )
  const urlOf = (path: Record<string, string>, query: Record<string, unknown> | string) => {
    const base = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1')
    const search =
      typeof query === 'string'
        ? query
        : Object.entries(query)
            .map(([k, v]) => `${encode(k)}=${encode(v)}`)
            .join('&')
    return search ? `${base}?${search}` : base
  }
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' })
  const bodyProps = op.body ? propertiesOf(op.body, resolve) : {}
  const validBody = (): Record<string, unknown> => {
    const sample = op.body ? sampleOf(op.body, resolve) : {}
    return sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? { ...sample } : {}
  }
  /** Every string field of the body and the query set by `valueFor` (by the field's schema type). */
  const withStrings = (valueFor: (type: string, schema: Schema) => unknown) => {
    const body = validBody()
    for (const [name, schema] of Object.entries(bodyProps)) {
      const value = valueFor(typeOf(schema, resolve), schema)
      if (value !== undefined) body[name] = value
    }
    const query: Record<string, unknown> = {}
    for (const p of queryParams) {
      const value = valueFor(typeOf(p.schema, resolve), p.schema)
      query[p.name] = value === undefined ? sampleOf(p.schema, resolve) : value
    }
    return { body, query }
  }
  const hostilePath = () => Object.fromEntries(pathParams.map((p) => [p.name, random.pick(HOSTILE_SEGMENTS)]))
  const input = (
    kind: string,
    path: Record<string, string>,
    query: Record<string, unknown> | string,
    body?: unknown,
  ) => ({
    kind,
    url: urlOf(path, query),
    ...(op.body
      ? {
          body:
            typeof body === 'string' ? { payload: body, contentType: 'application/json' } : json(body ?? validBody()),
        }
      : {}),
  })

  const inputs: FuzzInput[] = [input('valid', validPath(), validQuery())]

  // Missing: no query, an empty body (or no body at all, which a JSON route must refuse too).
  const missing = input('missing', validPath(), '', {})
  if (op.body && random.next() < 0.5) delete missing.body
  inputs.push(missing)

  // Wrong types in every field; numeric path parameters get letters.
  const wrong = withStrings((type) => wrongValueFor(type))
  const wrongQuery = Object.fromEntries(queryParams.map((p) => [p.name, wrongQueryFor(typeOf(p.schema, resolve))]))
  const wrongPath = Object.fromEntries(
    pathParams.map((p) => [p.name, random.next() < 0.5 ? 'abc' : (validIds[p.name] ?? 'abc')]),
  )
  inputs.push(input('wrong-type', wrongPath, wrongQuery, wrong.body))

  // Huge: 100 KB strings in the body, a long or over-long query, numbers far out of range.
  const number = random.pick(HUGE_NUMBERS)
  const huge = withStrings((type) =>
    type === 'string' ? HUGE : type === 'integer' || type === 'number' ? number : undefined,
  )
  const longText = random.next() < 0.5 ? HUGE : LONG_QUERY
  const hugeQuery = Object.fromEntries(
    queryParams.map((p) => {
      const type = typeOf(p.schema, resolve)
      return [p.name, type === 'integer' || type === 'number' ? String(number) : longText]
    }),
  )
  inputs.push(input('huge', validPath(), hugeQuery, huge.body))

  // Prototype keys, in the body's JSON text and in the query.
  const valid = JSON.stringify(validBody())
  const protoBody = `{"__proto__":{"isStaff":true,"roles":["staff"]},"constructor":{"prototype":{"isStaff":true}}${
    valid === '{}' ? '' : `,${valid.slice(1, -1)}`
  }}`
  inputs.push(
    input('prototype-keys', validPath(), '__proto__=1&constructor=1&__proto__[roles]=staff&toString=1', protoBody),
  )

  // Deep nesting: 5,000 levels in the body, or a nested JSON text where the query takes a string.
  const depth = 5_000
  const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  const nestedField = Object.keys(bodyProps)[0] ?? 'nest'
  const deepBody = `{${JSON.stringify(nestedField)}:${deep}}`
  const deepQuery = Object.fromEntries(queryParams.map((p) => [p.name, '['.repeat(1_000) + ']'.repeat(1_000)]))
  inputs.push(input('deep-nesting', validPath(), deepQuery, deepBody))

  // Bad JSON for a body; a broken percent-escape in the query otherwise.
  inputs.push(
    input(
      'bad-json',
      validPath(),
      'q=%E0%A4%A&%%=1&x=%ZZ',
      random.pick(['{"a":', '{"a":1,}', "{'a':1}", 'null', '[]', '"x"']),
    ),
  )

  // Traversal and SQL strings in every text field and path parameter.
  const injection = () => random.pick(random.next() < 0.5 ? TRAVERSAL : SQL)
  const injected = withStrings((type) => (type === 'string' || type === 'unknown' ? injection() : undefined))
  inputs.push(input('traversal-sql', hostilePath(), injected.query, injected.body))

  // NUL and other control characters in every text field.
  const control = withStrings((type) => (type === 'string' || type === 'unknown' ? random.pick(CONTROL) : undefined))
  const controlPath = Object.fromEntries(
    pathParams.map((p) => [p.name, random.pick(['1%00', '%00', '%1B%5B2J', '%7F'])]),
  )
  inputs.push(input('control-characters', controlPath, control.query, control.body))
  return inputs
}
