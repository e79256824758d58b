import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { HoleCardDto } from '@contract/game-records'
import type { LiveScoreResult } from '@/api/live-scores'
import type { ScorerCredential } from '../credential'
import { useSendHole, type PlayerScore } from '../hooks/use-send-hole'
import { localName } from '../names'
import { canRetry } from '../send-problem'
import type { SentScore } from '../sent-scores'
import { PlayerScoreRow, type DraftScore } from './player-score-row'
import { SendProblemMessage } from './send-problem-message'
import './score-form.css'

export interface ScoreFormProps {
  gameId: number
  round: number
  groupNo: number
  hole: number
  par: number
  yards: number
  cards: readonly HoleCardDto[]
  credential: ScorerCredential | null
  /** Whether a sent score for this player and hole is a correction of one sent earlier in this tab. */
  sentBefore: (playerId: number) => boolean
  onSent: (entry: SentScore) => void
  onTokenRefused: () => void
  /** Every player of the group is in: the page moves on to the next hole. */
  onHoleDone: () => void
}

function initialDrafts(cards: readonly HoleCardDto[], hole: number, par: number): Record<number, DraftScore> {
  // What the server holds for the hole (a correction starts from it), else par: most holes are within one of it.
  return Object.fromEntries(
    cards.map((c) => [c.playerId, { strokes: c.scores[hole - 1] ?? par, putts: c.putts[hole - 1] ?? null }]),
  )
}

/**
 * One hole of one group: a stepper per player and one Send. Mounted per hole (keyed by the page), so the
 * draft survives failed sends, a refused token and re-renders, and is reset only by moving to another hole.
 */
export function ScoreForm(props: ScoreFormProps) {
  const { gameId, round, groupNo, hole, par, yards, cards, credential } = props
  const { i18n } = useLingui()
  const [drafts, setDrafts] = useState(() => initialDrafts(cards, hole, par))
  // Filled as the server accepts each player's score; a retry sends only the others.
  const [accepted, setAccepted] = useState<Record<number, number>>({})

  const onAccepted = (player: PlayerScore, result: LiveScoreResult) => {
    setAccepted((map) => ({ ...map, [player.playerId]: result.version }))
    const card = cards.find((c) => c.playerId === player.playerId)
    props.onSent({
      id: `${gameId}-${round}-${hole}-${player.playerId}-${result.version}`,
      gameId,
      round,
      groupNo,
      hole,
      playerId: player.playerId,
      playerName: player.name,
      strokes: player.strokes,
      putts: player.putts,
      version: result.version,
      correction: card?.scores[hole - 1] != null || props.sentBefore(player.playerId),
      sentAt: new Date().toISOString(),
    })
  }
  const send = useSendHole(onAccepted)
  const failure = send.error
  const retry = failure !== null && canRetry(failure.problem)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!credential || send.isPending) return
    const players = cards
      .filter((c) => accepted[c.playerId] === undefined)
      .map((c) => ({ playerId: c.playerId, name: localName(c, i18n.locale), ...drafts[c.playerId]! }))
    send.mutate(
      { gameId, round, hole, credential, players },
      {
        onSuccess: props.onHoleDone,
        onError: (error) => {
          if (error.problem.kind === 'token') props.onTokenRefused()
        },
      },
    )
  }

  return (
    <form className="scorer-card scorer-form" noValidate onSubmit={submit} aria-labelledby="scorer-hole-title">
      <h2 id="scorer-hole-title" className="scorer-form__title">
        <Trans>
          Hole {hole} · Par {par} · {yards} yd
        </Trans>
      </h2>
      <ul role="list" className="scorer-players">
        {cards.map((card) => (
          <PlayerScoreRow
            key={card.playerId}
            name={localName(card, i18n.locale)}
            par={par}
            draft={drafts[card.playerId]!}
            onChange={(draft) => setDrafts((all) => ({ ...all, [card.playerId]: draft }))}
            previous={card.scores[hole - 1] ?? null}
            acceptedVersion={accepted[card.playerId] ?? null}
          />
        ))}
      </ul>
      {failure ? (
        <p className="scorer-alert" role="alert">
          <SendProblemMessage problem={failure.problem} who={failure.player.name} />
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn--primary btn--lg btn--block scorer-form__send"
        disabled={send.isPending || !credential}
      >
        {send.isPending ? (
          <Trans>Sending…</Trans>
        ) : retry ? (
          <Trans>Retry sending hole {hole}</Trans>
        ) : (
          <Trans>Send hole {hole}</Trans>
        )}
      </button>
    </form>
  )
}
