import { gameIdParamsSchema } from '@contract/game'
import {
  closeRoundBodySchema,
  correctionBodySchema,
  fieldBodySchema,
  officialGameListSchema,
  officialGameSchema,
  officialPlayerParamsSchema,
  officialResultSchema,
  officialRoundParamsSchema,
  playoffHoleBodySchema,
  statusBodySchema,
  suspendBodySchema,
  teeSheetBodySchema,
  undoStatusBodySchema,
} from '@contract/officials'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readerLanguage } from '../../http/reader-language'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { publishPatch } from '../live/publish'
import type { OfficialCallOptions } from './actor'
import {
  closeRound,
  correctScore,
  finalizeGame,
  officialGame,
  officialGames,
  playPlayoffHole,
  publishTeeSheet,
  resumePlay,
  setField,
  setPlayerStatus,
  setTeeSheet,
  startRound,
  suspendPlay,
  undoPlayerStatus,
} from './index'

const tags = ['officials']
const access = { role: 'official' } as const
const result = { 200: officialResultSchema, ...errorResponses }
const STATE =
  ' Each accepted call stores one leaderboard version, pushes one patch to the game room and writes one audit row; ' +
  'a refusal (409 with its code, 400 for input) changes nothing.'

/**
 * The officials' calls (docs/requirements/officials.md, docs/decisions/0058), for accounts with the `official` role:
 * the console's view and every call that runs a tournament live.
 */
export const officialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (request: FastifyRequest): OfficialCallOptions => {
    const auth = authOf(request)
    return {
      actor: { kind: 'member', memberId: auth.memberId, loginId: auth.loginId, ip: request.ip ?? null },
      onPatch: (patch) => publishPatch(app.io, patch),
      now: app.authKeys.now(),
    }
  }

  app.get(
    '/officials/games',
    {
      config: { access },
      schema: {
        summary: 'Tournaments officials run (officials)',
        description: 'Stroke play on a course, not cancelled: in progress first, then upcoming, then finished.',
        tags,
        response: { 200: officialGameListSchema, ...errorResponses },
      },
    },
    async (request) => officialGames(app.db, readerLanguage(request.headers)),
  )

  app.get(
    '/officials/games/:gameId',
    {
      config: { access },
      schema: {
        summary: "A tournament's console view (officials)",
        description:
          "The day at a glance: players' places, the current round's groups and their pace, the rounds' state, " +
          'the playoff and the last 100 audit rows, newest first.',
        tags,
        params: gameIdParamsSchema,
        response: { 200: officialGameSchema, ...errorResponses },
      },
    },
    async (request) => officialGame(app.db, request.params.gameId, readerLanguage(request.headers), app.authKeys.now()),
  )

  app.put(
    '/officials/games/:gameId/field',
    {
      config: { access },
      schema: {
        summary: 'Set the field before round 1 (officials)',
        description: 'Replaces the entered field, in entry order; tee sheets drawn for the old field go.' + STATE,
        tags,
        params: gameIdParamsSchema,
        body: fieldBodySchema,
        response: result,
      },
    },
    async (request) => setField(app.db, request.params.gameId, request.body, options(request)),
  )

  app.put(
    '/officials/games/:gameId/rounds/:round/tee-sheet',
    {
      config: { access },
      schema: {
        summary: "Set a round's tee sheet, by hand or drawn (officials)",
        description:
          'A draft until published; replaceable until the round starts. It must hold every player still in ' +
          'exactly once (400 TEE_SHEET_INVALID).' +
          STATE,
        tags,
        params: officialRoundParamsSchema,
        body: teeSheetBodySchema,
        response: result,
      },
    },
    async (request) => setTeeSheet(app.db, request.params.gameId, request.params.round, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/rounds/:round/tee-sheet/publish',
    {
      config: { access },
      schema: {
        summary: "Publish a round's tee sheet (officials)",
        description: 'The tee-time tab and the board show it.' + STATE,
        tags,
        params: officialRoundParamsSchema,
        response: result,
      },
    },
    async (request) => publishTeeSheet(app.db, request.params.gameId, request.params.round, options(request)),
  )

  app.post(
    '/officials/games/:gameId/rounds/:round/start',
    {
      config: { access },
      schema: {
        summary: 'Start a round (officials)',
        description: 'The previous round closed and this tee sheet published; scores are taken from now.' + STATE,
        tags,
        params: officialRoundParamsSchema,
        response: result,
      },
    },
    async (request) => startRound(app.db, request.params.gameId, request.params.round, options(request)),
  )

  app.post(
    '/officials/games/:gameId/suspend',
    {
      config: { access },
      schema: {
        summary: 'Suspend play (officials)',
        description: 'Every board shows the reason until play resumes (409 PLAY_SUSPENDED if it is already).' + STATE,
        tags,
        params: gameIdParamsSchema,
        body: suspendBodySchema,
        response: result,
      },
    },
    async (request) => suspendPlay(app.db, request.params.gameId, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/resume',
    {
      config: { access },
      schema: {
        summary: 'Resume play (officials)',
        description: "Each player's holes are kept (409 PLAY_SUSPENDED when play is not suspended)." + STATE,
        tags,
        params: gameIdParamsSchema,
        response: result,
      },
    },
    async (request) => resumePlay(app.db, request.params.gameId, options(request)),
  )

  app.post(
    '/officials/games/:gameId/players/:playerId/status',
    {
      config: { access },
      schema: {
        summary: "Set a player's status: WD, RTD, DQ or DNS (officials)",
        description: 'WD, RTD and DQ in the round in play at a hole; 409 PLAYER_OUT for a player already out.' + STATE,
        tags,
        params: officialPlayerParamsSchema,
        body: statusBodySchema,
        response: result,
      },
    },
    async (request) =>
      setPlayerStatus(app.db, request.params.gameId, request.params.playerId, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/players/:playerId/status/undo',
    {
      config: { access },
      schema: {
        summary: "Undo a player's mistaken status (officials)",
        description: 'Back to active, with a reason; the status and its undo both stay in the audit.' + STATE,
        tags,
        params: officialPlayerParamsSchema,
        body: undoStatusBodySchema,
        response: result,
      },
    },
    async (request) =>
      undoPlayerStatus(app.db, request.params.gameId, request.params.playerId, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/rounds/:round/close',
    {
      config: { access },
      schema: {
        summary: 'Close a round (officials)',
        description:
          'Once (409 ROUND_CLOSED), when every player still in finished it or with force and a reason (409 ' +
          "ROUND_UNFINISHED otherwise). A cut after it becomes final; the next round's tee sheet is drawn and " +
          'published.' +
          STATE,
        tags,
        params: officialRoundParamsSchema,
        body: closeRoundBodySchema,
        response: result,
      },
    },
    async (request) => closeRound(app.db, request.params.gameId, request.params.round, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/playoff/holes',
    {
      config: { access },
      schema: {
        summary: 'Record a sudden-death playoff hole (officials)',
        description: 'Strokes for exactly the players still in; 409 NO_PLAYOFF without a tie for first.' + STATE,
        tags,
        params: gameIdParamsSchema,
        body: playoffHoleBodySchema,
        response: {
          200: officialResultSchema.extend({ winnerId: z.number().int().nullable() }),
          ...errorResponses,
        },
      },
    },
    async (request) => playPlayoffHole(app.db, request.params.gameId, request.body, options(request)),
  )

  app.post(
    '/officials/games/:gameId/finalize',
    {
      config: { access },
      schema: {
        summary: 'Finalize the official result (officials)',
        description:
          'Positions, prize money and season points, once the last round is closed; 409 PLAYOFF_UNDECIDED ' +
          'while first place is tied.' +
          STATE,
        tags,
        params: gameIdParamsSchema,
        response: result,
      },
    },
    async (request) => finalizeGame(app.db, request.params.gameId, options(request)),
  )

  app.post(
    '/officials/games/:gameId/corrections',
    {
      config: { access },
      schema: {
        summary: 'Correct a hole score after the result (officials)',
        description: 'Only after finalizing, with a reason; the result is written again.' + STATE,
        tags,
        params: gameIdParamsSchema,
        body: correctionBodySchema,
        response: result,
      },
    },
    async (request) => correctScore(app.db, request.params.gameId, request.body, options(request)),
  )
}
