import { fileURLToPath } from 'node:url'
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { loadEnv, type Env } from './config/env'
import { trustProxyOption } from './config/trust-proxy'
import { APP_VERSION } from './config/version'
import type { Database } from './db/database'
import { eventsRoutes } from './modules/events/routes'
import { favouritesRoutes } from './modules/favourites/routes'
import { gamesRoutes } from './modules/games/routes'
import { gameApplyFieldRoutes } from './modules/game-apply/field/routes'
import { authRoutes } from './modules/auth/routes'
import { systemClock, type Clock } from './modules/auth/clock'
import { movableClock } from './modules/demo-clock/movable-clock'
import { demoClockRoutes } from './modules/demo-clock/routes'
import { authPlugin } from './modules/auth/plugin'
import { certRoutes } from './modules/cert/routes'
import { healthRoutes } from './modules/health/routes'
import { liveRoutes } from './modules/live/routes'
import { memberRoutes } from './modules/member/routes'
import { membershipRoutes } from './modules/membership/routes'
import { mediaRoutes } from './modules/media/routes'
import { contentRoutes } from './modules/content/routes'
import { educationRoutes } from './modules/education/routes'
import { ticketingRoutes } from './modules/ticketing/routes'
import { gameApplyRoutes } from './modules/game-apply/routes'
import { cleanCentreRoutes } from './modules/clean/routes'
import { noticesRoutes } from './modules/notices/routes'
import { paymentsPlugin } from './modules/payments/plugin'
import { playerShotsRoutes } from './modules/player-shots/routes'
import { playersRoutes } from './modules/players/routes'
import { rankingsRoutes } from './modules/rankings/routes'
import { recordsRoutes } from './modules/records/routes'
import { selectionRoutes } from './modules/selection/routes'
import { scorersRoutes } from './modules/scorers/routes'
import { officialsRoutes } from './modules/officials/routes'
import { certificatesRoutes } from './modules/certificates/routes'
import { supportRoutes } from './modules/support/routes'
import { myRecordsRoutes } from './modules/my-records/routes'
import { memberCardRoutes } from './modules/member-card/routes'
import { ticketGateRoutes } from './modules/ticketing/gate/routes'
import { searchRoutes } from './modules/search/routes'
import { toursRoutes } from './modules/tours/routes'
import { welfareRoutes } from './modules/welfare/routes'
import { walletRoutes } from './modules/wallet/routes'
import { waitingRoomPlugin } from './modules/ticketing/waiting-room/plugin'
import { answerClientError } from './http/client-error'
import { loggerOptions, type LogStream } from './http/request-log'
import { accessPlugin } from './plugins/access'
import { dbPlugin } from './plugins/db'
import { demoPlugin } from './plugins/demo'
import { envPlugin } from './plugins/env'
import { errorsPlugin } from './plugins/errors'
import { inputGuardsPlugin } from './plugins/input-guards'
import { openApiPlugin } from './plugins/openapi'
import { providersPlugin } from './plugins/providers'
import { rateLimitPlugin } from './plugins/rate-limit'
import { securityPlugin } from './plugins/security'
import { socketPlugin } from './plugins/socket'
import { webAppPlugin } from './plugins/web-app'
import { SandboxPhoneProvider } from './providers/phone/sandbox'
import { sandboxPhoneRoutes } from './providers/phone/sandbox-routes'
import type { MailProvider } from './providers/mail/types'
import type { PaymentProvider } from './providers/payment/types'
import type { WebhookDeliverer } from './providers/payment/sandbox-outbox'
import type { PhoneProvider } from './providers/phone/types'

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url))

export interface BuildAppOptions {
  /** Validated environment; defaults to `loadEnv(process.env)` (throws EnvError). */
  env?: Env
  /**
   * An open, migrated database the caller owns and closes; otherwise opened (migrated, seeded) from env and closed with
   * the app.
   */
  database?: Database
  /** The built web app to serve; defaults to ./dist; null serves no pages. */
  distDir?: string | null
  /** Requests per IP per minute on /api (default 300). */
  rateLimitMax?: number
  /** Overrides the pino logger settings derived from LOG_LEVEL. */
  logger?: FastifyServerOptions['logger']
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: LogStream
  /** The clock of sessions, codes and purges; tests move it instead of sleeping. */
  now?: Clock
  /** Phone verification; by default PHONE_PROVIDER decides (the sandbox only on a demo database). */
  phoneProvider?: PhoneProvider
  /** Payments; by default PAYMENT_PROVIDER decides (the sandbox only on a demo database). */
  paymentProvider?: PaymentProvider
  /** How the sandbox payment provider delivers its webhooks (default: HTTP to this server); tests inject theirs. */
  paymentWebhookDeliver?: WebhookDeliverer
  /** Runs the payment door's jobs (reconciliation, the sandbox's outbox) in this process (default true). */
  paymentJobs?: boolean
  /** Runs the hourly account purge in this process (default true). */
  purgeJob?: boolean
  /** Runs the dues billing and arrears jobs in this process (default true). */
  membershipJobs?: boolean
  /** Mail (server/providers/mail); by default the sandbox on a demo database, none elsewhere. */
  mailProvider?: MailProvider
  /** Runs the mail outbox's job in this process (default true). */
  mailJobs?: boolean
  /** Prefix of the waiting room's Redis keys (default `fairway:`); tests give each run its own. */
  waitingRoomKeyPrefix?: string
}

/** The app with zod typing: routes added on it infer params/query/body/reply from their schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * Builds the Fastify app without listening, so tests can use `app.inject()`. Plugins load in the
 * order of docs/architecture.md#the-server: external (env, helmet, rate-limit, socket.io) → app (errors, OpenAPI,
 * db) → routes → the web app's static files and history fallback. Routes may still be added by
 * the caller until `app.ready()`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const env = options.env ?? loadEnv()
  const app = Fastify({
    // Who tells the client's address (docs/decisions/0040): every per-address limit, the login throttle and
    // the audit read request.ip, which is the socket's peer unless TRUST_PROXY names the proxy in front.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    clientErrorHandler: answerClientError,
    logger: options.logger ?? loggerOptions(env.LOG_LEVEL, options.logStream),
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(envPlugin, { env })
  // First, so that every /api route registered after it declares who may call it (docs/decisions/0048).
  await app.register(accessPlugin)
  await app.register(securityPlugin)
  await app.register(inputGuardsPlugin)
  await app.register(rateLimitPlugin, { max: options.rateLimitMax })
  await app.register(socketPlugin, { redisUrl: env.REDIS_URL })

  await app.register(errorsPlugin)
  await app.register(openApiPlugin, { version: APP_VERSION })
  await app.register(dbPlugin, { env, database: options.database })
  await app.register(demoPlugin, { env })
  // DEMO_CLOCK=movable: a browser test sets the demo server's clock (docs/decisions/0083-demo-clock.md).
  if (env.DEMO_CLOCK === 'movable' && !app.demo.on) throw new Error('DEMO_CLOCK=movable needs a demo database')
  const demoClock = env.DEMO_CLOCK === 'movable' ? movableClock(options.now ?? systemClock) : null
  const now = demoClock?.now ?? options.now ?? systemClock
  await app.register(authPlugin, { now })
  await app.register(providersPlugin, {
    now,
    phone: options.phoneProvider,
    phoneSetting: env.PHONE_PROVIDER,
    payment: options.paymentProvider,
    paymentSetting: env.PAYMENT_PROVIDER,
    mail: options.mailProvider,
  })

  await app.register(healthRoutes, { prefix: '/api', version: APP_VERSION })
  if (demoClock) await app.register(demoClockRoutes, { prefix: '/api', clock: demoClock })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(memberRoutes, { prefix: '/api', purgeJob: options.purgeJob })
  await app.register(membershipRoutes, { prefix: '/api', jobs: options.membershipJobs })
  // The sandbox's inbox shows anyone any number's codes: it exists only with the sandbox, which the providers
  // plugin allows only while the demo runs on a demo database (docs/decisions/0042).
  const sandboxInbox = app.phone instanceof SandboxPhoneProvider && app.demo.on ? app.phone : null
  await app.register(certRoutes, { prefix: '/api', sandboxInbox: sandboxInbox !== null })
  if (sandboxInbox) await app.register(sandboxPhoneRoutes, { prefix: '/api', provider: sandboxInbox })
  await app.register(toursRoutes, { prefix: '/api' })
  await app.register(gamesRoutes, { prefix: '/api' })
  await app.register(rankingsRoutes, { prefix: '/api' })
  await app.register(recordsRoutes, { prefix: '/api' })
  await app.register(playersRoutes, { prefix: '/api' })
  await app.register(noticesRoutes, { prefix: '/api' })
  await app.register(eventsRoutes, { prefix: '/api' })
  await app.register(selectionRoutes, { prefix: '/api' })
  await app.register(playerShotsRoutes, { prefix: '/api' })
  await app.register(favouritesRoutes, { prefix: '/api' })
  await app.register(searchRoutes, { prefix: '/api' })
  await app.register(mediaRoutes, { prefix: '/api' })
  await app.register(contentRoutes, { prefix: '/api' })
  await app.register(educationRoutes, { prefix: '/api' })
  await app.register(cleanCentreRoutes, { prefix: '/api' })
  await app.register(liveRoutes, { prefix: '/api', scorerToken: env.SCORER_TOKEN })
  await app.register(scorersRoutes, { prefix: '/api' })
  await app.register(officialsRoutes, { prefix: '/api' })
  await app.register(certificatesRoutes, { prefix: '/api' })
  await app.register(welfareRoutes, { prefix: '/api' })
  await app.register(walletRoutes, { prefix: '/api' })
  await app.register(ticketingRoutes, { prefix: '/api', jobs: options.paymentJobs ?? true })
  await app.register(gameApplyRoutes, { prefix: '/api', jobs: options.paymentJobs ?? true })
  await app.register(supportRoutes, { prefix: '/api', jobs: options.mailJobs })
  await app.register(myRecordsRoutes, { prefix: '/api' })
  await app.register(memberCardRoutes, { prefix: '/api' })
  await app.register(ticketGateRoutes, { prefix: '/api' })
  await app.register(gameApplyFieldRoutes, { prefix: '/api' })
  await app.register(waitingRoomPlugin, { redisUrl: env.REDIS_URL, keyPrefix: options.waitingRoomKeyPrefix })
  await app.register(paymentsPlugin, { deliver: options.paymentWebhookDeliver, jobs: options.paymentJobs ?? true })

  await app.register(webAppPlugin, { distDir: options.distDir === undefined ? DEFAULT_DIST_DIR : options.distDir })
  return app
}
