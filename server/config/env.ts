import { z } from 'zod'
import { PASSWORD_HASH_COST_ALLOWED, readPasswordHashCost } from './password-hash-cost'
import { parseTrustProxy } from './trust-proxy'

/**
 * The server's whole configuration, read once at start-up from the environment.
 * Every variable is validated here so a typo stops the process with a readable message
 * instead of failing later deep inside a plugin. No NODE_ENV branching: behaviour is
 * decided by these explicit settings only. The one use of NODE_ENV is a refusal: PASSWORD_HASH_COST=test
 * never with NODE_ENV=production (server/config/password-hash-cost.ts).
 */

// An empty variable (`FOO=`) means "not set", the way shells and .env files usually intend it.
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional())
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(unsetIfEmpty, schema.default(fallback as never))

const urlWithScheme = (schemes: readonly string[], allowed: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, allowed)

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

/** What each variable accepts, in words; used as the error message for any problem with it. */
const ALLOWED = {
  PORT: 'a whole number from 0 to 65535',
  HOST: 'a host name or IP address to listen on, e.g. 0.0.0.0 or 127.0.0.1',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL, or unset for the embedded database',
  REDIS_URL: 'a redis:// or rediss:// URL, or unset for a single server node',
  LOG_LEVEL: `one of ${LOG_LEVELS.join(', ')}`,
  SIMULATOR: 'on or off',
  SIM_SPEED: 'a positive number (1 = real time)',
  SCORER_TOKEN: 'a token of at least 16 characters, or unset',
  DEMO: 'full, test or none',
  PHONE_PROVIDER: 'sandbox or none, or unset (the sandbox on a demo database, none otherwise)',
  AUTH_SECRET: 'a secret of at least 32 characters, or unset to generate one under DATA_DIR',
  PAYMENT_PROVIDER: 'sandbox or none, or unset (the sandbox on a demo database, none otherwise)',
  PAYMENT_WEBHOOK_SECRET: 'a secret of at least 32 characters, or unset to generate one under DATA_DIR',
  TICKET_SIGNING_SECRET: 'a secret of at least 32 characters, or unset to generate one under DATA_DIR',
  TRUST_PROXY:
    'false (the default: the server is reached directly), true, the number of proxies in front (e.g. 1), ' +
    'or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1)',
  PASSWORD_HASH_COST: PASSWORD_HASH_COST_ALLOWED,
  DEMO_CLOCK: 'movable or off (the default)',
} as const

export const envSchema = z.object({
  PORT: withDefault(
    z.coerce.number({ error: ALLOWED.PORT }).int(ALLOWED.PORT).min(0, ALLOWED.PORT).max(65535, ALLOWED.PORT),
    3000,
  ),
  HOST: withDefault(z.string({ error: ALLOWED.HOST }).min(1, ALLOWED.HOST), '0.0.0.0'),
  DATA_DIR: withDefault(z.string({ error: ALLOWED.DATA_DIR }).min(1, ALLOWED.DATA_DIR), './data'),
  DATABASE_URL: optional(urlWithScheme(['postgres:', 'postgresql:'], ALLOWED.DATABASE_URL)),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'], ALLOWED.REDIS_URL)),
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS, { error: ALLOWED.LOG_LEVEL }), 'info'),
  SIMULATOR: withDefault(z.enum(['on', 'off'], { error: ALLOWED.SIMULATOR }), 'on'),
  SIM_SPEED: withDefault(z.coerce.number({ error: ALLOWED.SIM_SPEED }).positive(ALLOWED.SIM_SPEED), 1),
  SCORER_TOKEN: optional(z.string().min(16, ALLOWED.SCORER_TOKEN)),
  /**
   * The demo a start seeds into a database with nothing real in it: the full season, the small test one, or none.
   * Unset: none with DATABASE_URL (an operator opts in), full without (a laptop); see withDefaultsResolved.
   */
  DEMO: optional(z.enum(['full', 'test', 'none'], { error: ALLOWED.DEMO })),
  /**
   * `movable`: the demo's clock can be set with PUT /api/demo/clock, so a browser test can stand at 16:00 on a
   * closing day (docs/decisions/0083-demo-clock.md). Refused at start unless the database is a demo one.
   */
  DEMO_CLOCK: withDefault(z.enum(['movable', 'off'], { error: ALLOWED.DEMO_CLOCK }), 'off'),
  /** Phone verification (docs/decisions/0042): the sandbox only on a demo database; none answers 503. */
  PHONE_PROVIDER: optional(z.enum(['sandbox', 'none'], { error: ALLOWED.PHONE_PROVIDER })),
  /** Signs access tokens (docs/decisions/0022); every server node of one site needs the same one. */
  AUTH_SECRET: optional(z.string().min(32, ALLOWED.AUTH_SECRET)),
  /** Card and virtual-account payments (docs/requirements/payments.md): the sandbox only on a demo database. */
  PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'none'], { error: ALLOWED.PAYMENT_PROVIDER })),
  /** Signs the sandbox provider's webhooks; every server node of one site needs the same one. */
  PAYMENT_WEBHOOK_SECRET: optional(z.string().min(32, ALLOWED.PAYMENT_WEBHOOK_SECRET)),
  /** Seeds the Ed25519 key that signs ticket QR codes (docs/requirements/ticketing.md#tkt-9); shared by every node. */
  TICKET_SIGNING_SECRET: optional(z.string().min(32, ALLOWED.TICKET_SIGNING_SECRET)),
  /** Proxies believed about the client's address (server/config/trust-proxy.ts); unset is off. */
  TRUST_PROXY: optional(
    z.string().transform((value, ctx) => {
      const parsed = parseTrustProxy(value)
      if (parsed === null) ctx.addIssue({ code: 'custom', message: ALLOWED.TRUST_PROXY })
      return parsed ?? false
    }),
  ),
})

type ParsedEnvValues = z.output<typeof envSchema>
export type Env = Omit<ParsedEnvValues, 'DEMO'> & { DEMO: NonNullable<ParsedEnvValues['DEMO']> }
export type EnvSource = Record<string, string | undefined>

/** Thrown by {@link loadEnv}; `problems` holds one human-readable line per bad variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

/**
 * Defaults that depend on another variable. A server given DATABASE_URL is an operator's, whose database may
 * hold real members: the demo there is opted into with DEMO, never assumed (docs/decisions/0042).
 */
function withDefaultsResolved(values: ParsedEnvValues): Env {
  return { ...values, DEMO: values.DEMO ?? (values.DATABASE_URL ? 'none' : 'full') }
}

export type ParsedEnv = { ok: true; env: Env } | { ok: false; problems: string[] }

/** Validates a raw environment; never throws. Unknown variables are ignored. */
export function parseEnv(source: EnvSource): ParsedEnv {
  const picked = Object.fromEntries(Object.keys(envSchema.shape).map((key) => [key, source[key]]))
  const result = envSchema.safeParse(picked)
  const problems = new Map<string, string>()
  const complain = (name: string, allowed: string) =>
    problems.set(name, `${name}=${JSON.stringify(source[name] ?? '')} is not valid: expected ${allowed}.`)
  // Read by the password module itself (server/modules/auth/password.ts), which also hashes outside a server.
  if (readPasswordHashCost(source) === null) complain('PASSWORD_HASH_COST', ALLOWED.PASSWORD_HASH_COST)
  if (result.success && problems.size === 0) return { ok: true, env: withDefaultsResolved(result.data) }
  for (const issue of result.error?.issues ?? []) {
    const name = String(issue.path[0] ?? 'environment')
    if (!problems.has(name)) complain(name, ALLOWED[name as keyof typeof ALLOWED] ?? issue.message)
  }
  return { ok: false, problems: [...problems.values()] }
}

/** Validates or throws an {@link EnvError}. Defaults to `process.env`. */
export function loadEnv(source: EnvSource = process.env): Env {
  const parsed = parseEnv(source)
  if (!parsed.ok) throw new EnvError(parsed.problems)
  return parsed.env
}
