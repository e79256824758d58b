import { loginIdSchema } from '@contract/auth'
import { idCheckSchema, signupBodySchema, signupRequestBodySchema, signupResultSchema } from '@contract/member-signup'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { confirmSignupRequest, isIdAvailable, recordSignupDocument, requestSignUp, signUp } from './signup'

const idParams = z.object({ id: loginIdSchema })

/**
 * Sign-up (docs/requirements/accounts.md#acc-10: terms, verification method, personal information, completion).
 * Visitors only need no login.
 */
export const signupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const tags = ['member']

  app.get(
    '/member/check/id/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'ID duplicate check',
        tags,
        params: idParams,
        response: { 200: idCheckSchema, ...errorResponses },
      },
    },
    async (request) => ({ id: request.params.id, available: await isIdAvailable(app.db, request.params.id) }),
  )

  app.post(
    '/member/signup',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Web-member sign-up',
        description:
          'Needs a verified mobile (phoneCertId from /cert/phone). Field problems answer 400 VALIDATION with a ' +
          'code per field; a taken ID 409 ID_TAKEN.',
        tags,
        body: signupBodySchema,
        response: { 201: signupResultSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request, reply) => reply.code(201).send(await signUp(app.db, request.body, originOf(request), now())),
  )

  app.post(
    '/member/signupRequest',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign-up by offline documents',
        description: 'Stays pending (no login) until staff confirm; deleted when no ID document arrives within 2 days.',
        tags,
        body: signupRequestBodySchema,
        response: { 201: signupResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await requestSignUp(app.db, request.body, originOf(request), now())),
  )

  app.post(
    '/member/signupRequest/:id/document',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Staff: the ID document of a pending sign-up arrived',
        tags,
        params: idParams,
        response: { 200: signupResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      recordSignupDocument(app.db, request.params.id, authOf(request).memberId, originOf(request), now()),
  )

  app.post(
    '/member/signupRequest/:id/confirm',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Staff: confirm a pending sign-up',
        tags,
        params: idParams,
        response: { 200: signupResultSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmSignupRequest(app.db, request.params.id, authOf(request).memberId, originOf(request), now()),
  )
}
