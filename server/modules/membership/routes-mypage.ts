import {
  arrearsStatusSchema,
  duesCardBodySchema,
  duesCardRegistrationSchema,
  duesCardSchema,
  duesGuideSchema,
  duesHistoryQuerySchema,
  duesHistorySchema,
  duesYearsSchema,
  entranceFeeSchema,
  rewardsSchema,
  unpaidListSchema,
} from '@contract/dues'
import { associationRecordSchema, permissionsSchema } from '@contract/membership'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import {
  arrearsStatus,
  associationRecord,
  duesGuide,
  duesHistory,
  duesYears,
  entranceFee,
  rewardsAndPunishments,
  unpaidList,
} from './mypage'
import { duesCardOf, registerDuesCard } from './dues-card'
import { permissionsOf } from './permissions'

const tags = ['mypage']
const own = { access: 'member' } as const

/**
 * The member's dues calls under the paths the specification names (docs/requirements/standing-and-dues.md#sd-11):
 * each answers the caller's own ledger only; there is no member id to pass.
 */
export const mypageDuesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).memberId
  // One shape for the plain reads: the handler's answer is checked against `response` by the serializer.
  const get = <S extends z.ZodType>(
    path: string,
    summary: string,
    response: S,
    handler: (id: number) => Promise<z.output<S>>,
  ) =>
    app.get(
      path,
      { config: own, schema: { summary, tags, response: { 200: response, ...errorResponses } } },
      (request) => handler(me(request)) as never,
    )

  get('/mypage/permissions', 'What I may do now, and why not', permissionsSchema, (id) =>
    permissionsOf(app.db, id, now()),
  )
  get('/mypage/association-record', 'What the association keeps about me (read-only)', associationRecordSchema, (id) =>
    associationRecord(app.db, id),
  )
  get('/mypage/opi-dues/year', 'The years with a dues bill, newest first', duesYearsSchema, (id) =>
    duesYears(app.db, id),
  )
  app.get(
    '/mypage/opi-dues',
    {
      config: own,
      schema: {
        summary: 'My dues of one year (this year by default)',
        tags,
        querystring: duesHistoryQuerySchema,
        response: { 200: duesHistorySchema, ...errorResponses },
      },
    },
    (request) => duesHistory(app.db, me(request), request.query.year, now()),
  )
  get('/mypage/opi-dues/unpaid', 'My unpaid dues and entrance fee, oldest first', unpaidListSchema, (id) =>
    unpaidList(app.db, id),
  )
  get('/mypage/unpaid', 'My unpaid dues and entrance fee, oldest first', unpaidListSchema, (id) =>
    unpaidList(app.db, id),
  )
  get('/mypage/unpaid/info', 'My long-term non-payment status', arrearsStatusSchema, (id) =>
    arrearsStatus(app.db, id, now()),
  )
  get('/mypage/opi-dues/amount', 'The dues payment guide for me', duesGuideSchema, (id) => duesGuide(app.db, id, now()))
  get('/mypage/opi-dues/punishment', 'My disciplinary records and standing changes', rewardsSchema, (id) =>
    rewardsAndPunishments(app.db, id, 'discipline'),
  )
  get('/mypage/reward', 'My reward and punishment status', rewardsSchema, (id) =>
    rewardsAndPunishments(app.db, id, 'both'),
  )
  get('/mypage/opi-join-fee', 'My entrance fee', entranceFeeSchema, (id) => entranceFee(app.db, id))
  get('/mypage/opi-dues/card', 'My dues card', duesCardSchema, (id) => duesCardOf(app.db, id, now()))
  app.post(
    '/mypage/opi-dues/card',
    {
      config: own,
      schema: {
        summary: 'Register my dues card',
        description:
          'Needs agreeing to the instructions first (`agreed`: true); answers the provider window to open. 503 ' +
          'PAYMENT_PROVIDER_OFF while payments are off.',
        tags,
        body: duesCardBodySchema,
        response: { 200: duesCardRegistrationSchema, ...errorResponses },
      },
      preValidation: app.requirePayments,
    },
    // requirePayments answered 503 already when there is no provider.
    (request) => registerDuesCard(app.db, app.payments!, me(request), now()),
  )
}
