import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { REASON_MAX, type OfficialGame } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { ActionDone } from './action-done'
import { OfficialFailure } from './official-failure'

/**
 * A hole score corrected after the result was finalized (docs/requirements/officials.md#of-8): the result is written
 * again and a new board version goes out. Only with a reason.
 */
export function CorrectionForm({ game }: { game: OfficialGame }) {
  const { t } = useLingui()
  const ids = { player: useId(), round: useId(), hole: useId(), strokes: useId(), reason: useId() }
  const [playerId, setPlayerId] = useState(game.players[0]?.playerId ?? 0)
  const [round, setRound] = useState(game.currentRound || 1)
  const [hole, setHole] = useState(1)
  const [strokes, setStrokes] = useState('')
  const [reason, setReason] = useState('')
  const ready = playerId > 0 && Number(strokes) >= 1 && reason.trim().length > 0
  const correct = useOfficialAction(() =>
    officialCalls.correct(game.gameId, { playerId, round, hole, strokes: Number(strokes), reason: reason.trim() }),
  )
  const ask = async () => {
    const name = game.players.find((p) => p.playerId === playerId)?.name ?? ''
    const ok = await openPopup({
      title: t`Correct ${name}'s score: round ${round}, hole ${hole}, ${strokes} strokes?`,
      message: reason.trim(),
      confirmLabel: t`Correct`,
      cancelLabel: t`Cancel`,
    })
    if (ok) correct.mutate(undefined, { onSuccess: () => setReason('') })
  }
  return (
    <section className="staff-card" aria-labelledby="officials-correction-title">
      <h2 id="officials-correction-title" className="staff-card__title">
        <Trans>Correct a score</Trans>
      </h2>
      <form
        className="officials-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (ready) void ask()
        }}
      >
        <label className="field" htmlFor={ids.player}>
          <span className="field__label">
            <Trans>Player</Trans>
          </span>
          <select
            id={ids.player}
            className="field__input"
            value={playerId}
            onChange={(e) => setPlayerId(Number(e.target.value))}
          >
            {game.players.map((p) => (
              <option key={p.playerId} value={p.playerId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className="officials-form__row">
          <label className="field" htmlFor={ids.round}>
            <span className="field__label">
              <Trans>Round</Trans>
            </span>
            <select
              id={ids.round}
              className="field__input"
              value={round}
              onChange={(e) => setRound(Number(e.target.value))}
            >
              {game.rounds.map((r) => (
                <option key={r.round} value={r.round}>
                  {r.round}
                </option>
              ))}
            </select>
          </label>
          <label className="field" htmlFor={ids.hole}>
            <span className="field__label">
              <Trans>Hole</Trans>
            </span>
            <input
              id={ids.hole}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={18}
              value={hole}
              onChange={(e) => setHole(Math.max(1, Math.min(18, Number(e.target.value) || 1)))}
            />
          </label>
          <label className="field" htmlFor={ids.strokes}>
            <span className="field__label">
              <Trans>Strokes</Trans>
            </span>
            <input
              id={ids.strokes}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={strokes}
              onChange={(e) => setStrokes(e.target.value)}
            />
          </label>
        </div>
        <label className="field" htmlFor={ids.reason}>
          <span className="field__label">
            <Trans>Reason</Trans>
          </span>
          <input
            id={ids.reason}
            className="field__input"
            value={reason}
            maxLength={REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary" disabled={!ready || correct.isPending}>
          <Trans>Correct the score</Trans>
        </button>
        {correct.isSuccess ? <ActionDone>{t`The score is corrected and the result written again.`}</ActionDone> : null}
        {correct.isError ? <OfficialFailure error={correct.error} /> : null}
      </form>
    </section>
  )
}
