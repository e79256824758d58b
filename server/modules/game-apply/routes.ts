import {
  applyGameDetailSchema,
  applyGameListSchema,
  applyInfoSchema,
  applyListQuerySchema,
  gameIdQuerySchema,
  membershipFeeSchema,
  myApplicationsQuerySchema,
  myApplicationsSchema,
  myApplicationYearsSchema,
  applyCartSchema,
  regCloseDateSchema,
  reserveInfoSchema,
} from '@contract/game-apply'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { scheduleDatedJob } from '../../jobs/schedule'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { registerPayable } from '../payments/index'
import { myApplications, myApplicationYears, myCart } from './application-views'
import { entryFeePayable } from './entry-fee-payable'
import { lapseUnpaidPlaces } from './lapses'
import { applyGameDetail, applyGameList, applyInfo, membershipFee, regCloseDate, reserveInfo } from './reads'
import { gameApplyActionRoutes } from './routes-actions'
import { viewerOf } from './viewer'

const tags = ['game-apply']

export interface GameApplyOptions {
  /** False: the lapse job is not scheduled in this process (tests run lapseUnpaidPlaces at a clock they move). */
  jobs: boolean
}

/**
 * Tournament applications (docs/requirements/tournament-applications.md APP-1): the reads here, the member's actions
 * in routes-actions.ts, the entry fee through the payment door and the leased job `application-lapses`.
 */
export const gameApplyRoutes: FastifyPluginAsyncZod<GameApplyOptions> = async (app, options) => {
  // The payment door prices and settles entry fees through this (docs/requirements/payments.md#pay-1).
  registerPayable(entryFeePayable)
  const { now } = app.authKeys
  if (options.jobs)
    scheduleDatedJob(app, now, {
      name: 'application-lapses',
      intervalMs: 60_000,
      leaseMs: 50_000,
      run: (at) => lapseUnpaidPlaces(app.db, at),
      worthLogging: (r) => r.lapsed + r.refunded > 0,
    })
  app.get(
    '/game/main/list',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tournaments taking applications in a season, with the caller’s own application',
        tags,
        querystring: applyListQuerySchema,
        response: { 200: applyGameListSchema, ...errorResponses },
      },
    },
    async (request) => applyGameList(app.db, await viewerOf(app, request), request.query, now()),
  )
  app.get(
    '/game/detail',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A tournament’s facts for applicants (APP-7)',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: applyGameDetailSchema, ...errorResponses },
      },
    },
    async (request) => applyGameDetail(app.db, await viewerOf(app, request), request.query.gameId, now()),
  )
  app.get(
    '/game/reserveInfo',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Places taken and waiting in a tournament’s field, and the caller’s application',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: reserveInfoSchema, ...errorResponses },
      },
    },
    async (request) => reserveInfo(app.db, await viewerOf(app, request), request.query.gameId, now()),
  )
  app.get(
    '/game/check/regCloseDate',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The application window by the server’s clock (planned, open, ended)',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: regCloseDateSchema, ...errorResponses },
      },
    },
    (request) => regCloseDate(app.db, request.query.gameId, now()),
  )
  app.get(
    '/game/applyInfo',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The applicant, the conditions and the first reason not to apply now',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: applyInfoSchema, ...errorResponses },
      },
    },
    (request) => applyInfo(app.db, authOf(request).memberId, request.query.gameId, now()),
  )
  app.get(
    '/game/memberShipFee',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Dues and entrance fee still owed before applying',
        tags,
        response: { 200: membershipFeeSchema, ...errorResponses },
      },
    },
    (request) => membershipFee(app.db, authOf(request).memberId),
  )
  app.get(
    '/game/applyList',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My live applications of tournaments still to be played (the unpaid ones are the cart)',
        tags,
        response: { 200: applyCartSchema, ...errorResponses },
      },
    },
    (request) => myCart(app.db, authOf(request).memberId, now()),
  )
  app.get(
    '/mypage/game-apply/year',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The seasons I applied for tournaments in',
        tags: ['mypage'],
        response: { 200: myApplicationYearsSchema, ...errorResponses },
      },
    },
    (request) => myApplicationYears(app.db, authOf(request).memberId),
  )
  app.get(
    '/mypage/game-apply',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My tournament applications of a season (every season without year), newest first',
        tags: ['mypage'],
        querystring: myApplicationsQuerySchema,
        response: { 200: myApplicationsSchema, ...errorResponses },
      },
    },
    (request) => myApplications(app.db, authOf(request).memberId, request.query.year ?? null, now()),
  )
  await app.register(gameApplyActionRoutes)
}
