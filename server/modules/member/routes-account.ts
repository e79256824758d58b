import { logoutResultSchema } from '@contract/auth'
import { ERROR_CODES } from '@contract/errors'
import {
  accountInfoSchema,
  marketingAgreeSchema,
  memberDetailSchema,
  memberUpdateBodySchema,
  passwordChangeSchema,
  phoneChangeSchema,
  ssoHandOffSchema,
  withdrawalBodySchema,
  withdrawalResultSchema,
} from '@contract/member-account'
import { z } from 'zod'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { readerLanguage } from '../../http/reader-language'
import { errorResponses } from '../../http/responses'
import { originOf } from '../auth/audit'
import { authOf } from '../auth/plugin'
import { changePassword, setMarketingAgree, updateProfile } from './account'
import { changePhone, type ChangeContext } from './contact-change'
import { duesPaidOf } from '../membership/permissions'
import { accountInfo, memberDetailOf } from './member-view'
import { memberById, memberByLoginId } from './repository'
import { ssoHandOff, type SsoPartner } from './sso'
import { withdraw } from './withdrawal'

/**
 * The signed-in member's own account. Every call here works on the session's member: no call takes a member
 * from the request except accountInfo/{id}, which only the owner and staff may read.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { key, now } = app.authKeys
  const tags = ['member']
  const changeContext = (request: FastifyRequest): ChangeContext => ({
    auth: authOf(request),
    origin: originOf(request),
    language: readerLanguage(request.headers),
    now: now(),
  })

  app.get(
    '/member',
    {
      config: { access: 'member' },
      schema: { summary: 'My profile', tags, response: { 200: memberDetailSchema, ...errorResponses } },
    },
    (request) => memberDetailOf(app.db, authOf(request).memberId, now()),
  )

  app.patch(
    '/member',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Edit my personal information',
        description:
          'Only the fields sent change. Changing the e-mail needs currentPwd (400 on currentPwd when missing or ' +
          'wrong, 429 after too many wrong ones), ends my other sessions and sends a notice to my mobile.',
        tags,
        body: memberUpdateBodySchema,
        response: { 200: memberDetailSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(app.db, app.phone, request.body, changeContext(request)),
  )

  app.patch(
    '/member/account',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Change my password',
        description: 'Ends my other sessions.',
        tags,
        body: passwordChangeSchema,
        response: { 200: logoutResultSchema, ...errorResponses },
      },
    },
    async (request) => changePassword(app.db, authOf(request), request.body, originOf(request), now()),
  )

  app.patch(
    '/member/phone',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Change my mobile (verified)',
        description:
          'Needs the verified new number and currentPwd (400 on currentPwd when missing or wrong, 429 after too many ' +
          'wrong ones). Ends my other sessions and sends a notice to the old number.',
        tags,
        body: phoneChangeSchema,
        response: { 200: memberDetailSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request) => changePhone(app.db, app.phone, request.body, changeContext(request)),
  )

  app.patch(
    '/member/marketingAgree',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Marketing consent',
        tags,
        body: marketingAgreeSchema,
        response: { 200: memberDetailSchema, ...errorResponses },
      },
    },
    async (request) =>
      setMarketingAgree(app.db, authOf(request), request.body.marketingAgree, originOf(request), now()),
  )

  app.get(
    '/member/accountInfo/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Account information',
        description: "Only for the account's owner and staff.",
        tags,
        params: z.object({ id: z.string().min(1).max(40) }),
        response: { 200: accountInfoSchema, ...errorResponses },
      },
    },
    async (request) => {
      const auth = authOf(request)
      if (request.params.id !== auth.loginId && !auth.roles.includes('staff'))
        throw httpError(403, ERROR_CODES.FORBIDDEN, 'No access rights for this account')
      const row = await memberByLoginId(app.db, request.params.id)
      if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No account with this ID')
      return accountInfo(row, await duesPaidOf(app.db, row.id, now()))
    },
  )

  app.delete(
    '/member/delete',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Withdraw from the web services',
        description: 'Association membership is kept. The web data is purged after the retention period (30 days).',
        tags,
        body: withdrawalBodySchema,
        response: { 200: withdrawalResultSchema, ...errorResponses },
      },
    },
    async (request) => withdraw(app.db, authOf(request), request.body.pwd, originOf(request), now()),
  )

  for (const partner of ['kpgaacademy', 'lgcns'] as const satisfies readonly SsoPartner[]) {
    app.get(
      `/member/${partner}`,
      {
        config: { access: 'member' },
        schema: {
          summary: `Single sign-on hand-off (${partner})`,
          description: 'isExistMember is false for accounts without an association record.',
          tags,
          response: { 200: ssoHandOffSchema, ...errorResponses },
        },
      },
      async (request) => ssoHandOff(partner, await memberById(app.db, authOf(request).memberId), key, now()),
    )
  }
}
