import { useMutation } from '@tanstack/react-query'
import { postScore, type LiveScoreResult } from '@/api/live-scores'
import { bearerOf, type ScorerCredential } from '../credential'
import { classifySendError, type SendProblem } from '../send-problem'

export interface PlayerScore {
  playerId: number
  name: string
  strokes: number
  putts: number | null
}

export interface HoleSend {
  gameId: number
  round: number
  hole: number
  credential: ScorerCredential
  /** Only the players not yet accepted: a retry never sends an accepted score twice. */
  players: readonly PlayerScore[]
}

/** The failed send: what went wrong and whose score it stopped at. */
export class SendFailure extends Error {
  constructor(
    readonly problem: SendProblem,
    readonly player: PlayerScore,
    options?: { cause?: unknown },
  ) {
    super(`score of player ${player.playerId} not sent: ${problem.kind}`, options)
    this.name = 'SendFailure'
  }
}

/**
 * Sends a group's hole one player at a time (the door takes one score per call). Each accepted score is
 * reported at once through `onAccepted`, so a failure half-way keeps what the server already has and the
 * retry sends only the rest. Sent in order, not in parallel: versions then follow the card's order.
 */
export function useSendHole(onAccepted: (player: PlayerScore, result: LiveScoreResult) => void) {
  return useMutation<void, SendFailure, HoleSend>({
    mutationFn: async ({ gameId, round, hole, credential, players }) => {
      for (const player of players) {
        const body = {
          gameId,
          round,
          hole,
          playerId: player.playerId,
          strokes: player.strokes,
          ...(player.putts === null ? {} : { putts: player.putts }),
        }
        let result: LiveScoreResult
        try {
          result = await postScore(body, bearerOf(credential))
        } catch (error) {
          throw new SendFailure(classifySendError(error, credential.kind), player, { cause: error })
        }
        onAccepted(player, result)
      }
    },
  })
}
