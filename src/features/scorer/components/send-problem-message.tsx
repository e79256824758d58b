import { Trans } from '@lingui/react/macro'
import type { SendProblem } from '../send-problem'

/** The scorer's sentence for a failed send; `who` names the player whose score stopped the send. */
export function SendProblemMessage({ problem, who }: { problem: SendProblem; who: string | null }) {
  const name = who ?? ''
  switch (problem.kind) {
    case 'token':
      return <Trans>The server refused the scorer token. Enter it again; the scores in the form are kept.</Trans>
    case 'login':
      return (
        <Trans>Your login may not send scores. Log in with a scorer account; the scores in the form are kept.</Trans>
      )
    case 'not-assigned':
      return (
        <Trans>
          Refused: you are not assigned to this tournament. Ask the tournament office to assign you; the scores in the
          form are kept.
        </Trans>
      )
    case 'offline':
      return (
        <Trans>
          Not sent: no connection to the server. The scores are kept in the form; send them again when you have signal.
        </Trans>
      )
    case 'server':
      return <Trans>Not sent: the server had a problem. The scores are kept in the form; try again in a moment.</Trans>
    case 'busy':
      return <Trans>Not sent: too many requests. Wait a few seconds and try again.</Trans>
    case 'round-not-in-play':
      return <Trans>Refused: this round is not in play. Reload the game to see the current round.</Trans>
    case 'game-closed':
      return <Trans>Refused: this tournament is finished or takes no hole scores. Nothing was changed.</Trans>
    case 'player-out':
      return <Trans>Refused: {name} has withdrawn or been disqualified and takes no more scores.</Trans>
    case 'player-unknown':
      return <Trans>Refused: {name} is not in the field of this tournament.</Trans>
    case 'invalid':
      if (problem.field === 'strokes') return <Trans>Refused: strokes must be between 1 and 20.</Trans>
      if (problem.field === 'putts') return <Trans>Refused: putts must be between 0 and 20.</Trans>
      if (problem.field === 'hole') return <Trans>Refused: the hole must be between 1 and 18.</Trans>
      return <Trans>Refused: the score is not valid. Check it and send again.</Trans>
  }
}
