import { logoutResultSchema } from '@contract/auth'
import {
  findIdBodySchema,
  findIdResultSchema,
  findPwBodySchema,
  findPwResultSchema,
  passwordResetBodySchema,
} from '@contract/member-account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { PHONE_CODE_RATE_LIMIT } from '../cert/routes'
import { findIds, requestPasswordReset, resetPassword } from './recovery'

/** Find ID and find password (docs/requirements/accounts.md#acc-16: name, and e-mail or phone). */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const tags = ['member']

  app.post(
    '/member/findId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Find my ID',
        tags,
        body: findIdBodySchema,
        response: { 200: findIdResultSchema, ...errorResponses },
      },
    },
    async (request) => findIds(app.db, request.body, originOf(request), now()),
  )

  app.post(
    '/member/findPw',
    {
      // Each call may send an SMS to the account's number: the per-ID throttle does not stop a script spreading
      // over many IDs, so the phone codes' limit per address applies here too (docs/decisions/0048).
      config: { access: 'public', rateLimit: PHONE_CODE_RATE_LIMIT },
      schema: {
        summary: 'Find my password: send a one-time code',
        description: 'The code goes to the mobile on record. The answer is the same whether or not an account matched.',
        tags,
        body: findPwBodySchema,
        response: { 200: findPwResultSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request) => requestPasswordReset(app.db, app.phone, request.body, originOf(request), now()),
  )

  app.post(
    '/member/findPw/reset',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Find my password: set a new one with the code',
        tags,
        body: passwordResetBodySchema,
        response: { 200: logoutResultSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request) => resetPassword(app.db, app.phone, request.body, originOf(request), now()),
  )
}
