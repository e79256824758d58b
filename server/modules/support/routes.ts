import { affiliationListSchema, faqListSchema, faqQuerySchema } from '@contract/support'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MINUTE_MS } from '@domain/time'
import { errorResponses } from '../../http/responses'
import { scheduleDatedJob } from '../../jobs/schedule'
import { SandboxMailProvider } from '../../providers/mail/sandbox'
import { sandboxMailRoutes } from '../../providers/mail/sandbox-routes'
import { listAffiliation } from './affiliation'
import { listFaq } from './faq'
import { deliverDueMails } from './mail-outbox'
import { qnaRoutes } from './routes-qna'
import { staffSupportRoutes } from './routes-staff'

export interface SupportRoutesOptions {
  /** Runs the mail outbox's job in this process (default true); tests run deliverDueMails at a clock they move. */
  jobs?: boolean | undefined
}

function scheduleMailJob(app: FastifyInstance) {
  const provider = app.mail
  if (!provider) return null
  return scheduleDatedJob(app, app.authKeys.now, {
    name: 'mail-outbox',
    intervalMs: MINUTE_MS,
    leaseMs: 5 * MINUTE_MS,
    run: (at) => deliverDueMails(app.db, provider, at),
    worthLogging: (r) => r.sent + r.failed + r.gaveUp > 0,
  })
}

/**
 * Member support (docs/requirements/my-page.md#my-15, #my-17): inquiries, the FAQ, affiliate benefits, the staff's
 * side, the mail outbox's job and, with the sandbox mail provider (demo databases only), its mailbox.
 */
export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  const { now } = app.authKeys
  const job = options.jobs === false ? null : scheduleMailJob(app)
  await app.register(qnaRoutes)
  await app.register(staffSupportRoutes, { onQueued: () => void job?.runNow() })
  if (app.mail instanceof SandboxMailProvider && app.demo.on)
    await app.register(sandboxMailRoutes, { provider: app.mail })
  app.get(
    '/faq',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Frequently asked questions',
        description: 'Both languages; `category` narrows, `q` keeps entries holding every word in either language.',
        tags: ['support'],
        querystring: faqQuerySchema,
        response: { 200: faqListSchema, ...errorResponses },
      },
    },
    (request) => listFaq(app.db, request.query.category, request.query.q),
  )
  app.get(
    '/affiliation',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Affiliate benefits for members',
        description: 'Running and upcoming benefits in editorial order; ended ones are left out.',
        tags: ['support'],
        response: { 200: affiliationListSchema, ...errorResponses },
      },
    },
    () => listAffiliation(app.db, now()),
  )
}
