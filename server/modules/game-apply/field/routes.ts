import {
  applyGameListSchema,
  fieldConfirmedSchema,
  myApplicationsQuerySchema,
  staffFieldParamsSchema,
  staffFieldSchema,
} from '@contract/game-apply'
import { seoulYear } from '@domain/time'
import { ERROR_CODES } from '@contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../../http/http-error'
import { errorResponses } from '../../../http/responses'
import { originOf } from '../../auth/audit'
import { authOf } from '../../auth/plugin'
import { applicantsOf } from './applicants'
import { confirmField } from './confirm'
import { applicationYears, fieldGameOf, staffGameList } from './game-view'

const tags = ['staff']

/** The staff's confirmation of a tournament's field (docs/requirements/tournament-applications.md#app-11). */
export const gameApplyFieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys

  async function requireGame(gameId: number) {
    const game = await fieldGameOf(app.db, gameId, now())
    if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `Tournament ${gameId} not found`)
    return game
  }

  app.get(
    '/staff/game-apply',
    {
      config: { access: 'staff' },
      schema: {
        summary: 'Tournaments to be played whose application window is open or has ended, for the field (staff)',
        description: 'Of one season (the current Seoul year when omitted), by application opening, then start date.',
        tags,
        querystring: myApplicationsQuerySchema,
        response: { 200: applyGameListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      const year = request.query.year ?? seoulYear(at)
      const [years, games] = await Promise.all([applicationYears(app.db), staffGameList(app.db, year, at)])
      return { year, years, serverNow: at.toISOString(), items: games.map((g) => g.dto) }
    },
  )

  app.get(
    '/staff/game-apply/:gameId',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A tournament's applicants, for the field confirmation (staff)",
        description: 'By arrival, with the state, the waiting-list position, payment and whether the entry is made.',
        tags,
        params: staffFieldParamsSchema,
        response: { 200: staffFieldSchema, ...errorResponses },
      },
    },
    async (request) => {
      const game = await requireGame(request.params.gameId)
      const applicants = await applicantsOf(app.db, game.row.id)
      return {
        game: game.dto,
        confirmedAt: game.confirmedAt?.toISOString() ?? null,
        confirmedCount: applicants.filter((a) => a.confirmed).length,
        applicants,
      }
    },
  )

  app.post(
    '/staff/game-apply/:gameId/confirm',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Confirm a tournament's field (staff)",
        description:
          'After the application window: every paid application in the field becomes an entry (a player is made ' +
          'for a member who has none) and round 1 gets a tee sheet when it has none. Again later: only those paid ' +
          'since. Before the window ends: 409 APPLICATION_WINDOW_NOT_ENDED. Audited.',
        tags,
        params: staffFieldParamsSchema,
        response: { 200: fieldConfirmedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      const game = await requireGame(request.params.gameId)
      const result = await confirmField(app.db, game, authOf(request).memberId, at, originOf(request))
      return { confirmedAt: result.confirmedAt.toISOString(), entries: result.entries }
    },
  )
}
