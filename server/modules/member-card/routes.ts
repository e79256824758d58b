import { cardCheckBodySchema, cardCheckSchema, memberCardSchema } from '@contract/member-card'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { checkLimiter } from './check-limiter'
import { cardKey } from './code-mac'
import { checkCard, myCard } from './service'

/** The membership card (docs/requirements/my-page.md#my-3) and its check by staff and partners (#my-4). */
export const memberCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const key = cardKey(app.authKeys.key)
  const limiter = checkLimiter()

  app.get(
    '/mypage/card',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My membership card with the code of the current 30 seconds',
        description: 'Fetch again before `expiresAt`; a checker accepts the code until 30 seconds after it.',
        tags: ['mypage'],
        response: { 200: memberCardSchema, ...errorResponses },
      },
    },
    (request) => myCard(app.db, key, authOf(request).memberId, now()),
  )
  app.post(
    '/card/check',
    {
      // Staff or partner: two roles, so the route checks them itself after the login check (403 for anyone else).
      config: { access: 'member' },
      schema: {
        summary: "Check a member's card code",
        description:
          'For staff and affiliated partners (403 otherwise); 30 checks a minute per checker (429). Answers ' +
          'authenticated, invalid or not_member; every check is audited.',
        tags: ['card'],
        body: cardCheckBodySchema,
        response: { 200: cardCheckSchema, ...errorResponses },
      },
    },
    (request) => checkCard(app.db, key, limiter, authOf(request), request.body.code, now(), originOf(request)),
  )
}
