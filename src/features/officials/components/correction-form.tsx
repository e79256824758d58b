import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { OfficialGame } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { FormField } from '@/components/form/form-field'
import { SelectField } from '@/components/form/select-field'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { ActionDone } from './action-done'
import { HoleField, ReasonField } from './official-fields'
import { OfficialFailure } from './official-failure'

/**
 * A hole score corrected after the result was finalized (docs/requirements/officials.md#of-8): the result is written
 * again and a new board version goes out. Only with a reason.
 */
export function CorrectionForm({ game }: { game: OfficialGame }) {
  const { t } = useLingui()
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
        <SelectField
          label={t`Player`}
          value={playerId}
          onChange={(value) => setPlayerId(Number(value))}
          options={game.players.map((p) => ({ value: p.playerId, label: p.name }))}
        />
        <div className="officials-form__row">
          <SelectField
            label={t`Round`}
            value={round}
            onChange={(value) => setRound(Number(value))}
            options={game.rounds.map((r) => ({ value: r.round, label: String(r.round) }))}
          />
          <HoleField label={t`Hole`} value={hole} onChange={setHole} />
          <FormField
            name="strokes"
            label={t`Strokes`}
            inputMode="numeric"
            maxLength={2}
            value={strokes}
            onChange={(value) => setStrokes(value.replace(/\D/g, ''))}
          />
        </div>
        <ReasonField label={t`Reason`} value={reason} onChange={setReason} />
        <button type="submit" className="btn btn--primary" disabled={!ready || correct.isPending}>
          <Trans>Correct the score</Trans>
        </button>
        {correct.isSuccess ? <ActionDone>{t`The score is corrected and the result written again.`}</ActionDone> : null}
        {correct.isError ? <OfficialFailure error={correct.error} /> : null}
      </form>
    </section>
  )
}
