import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { OfficialGame } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { ActionDone } from './action-done'
import { OfficialFailure } from './official-failure'

const HOLES = Array.from({ length: 18 }, (_, i) => i + 1)

/**
 * One sudden-death playoff hole (docs/requirements/officials.md#of-8): the hole officials name and the strokes of
 * every player still in; the first hole with a single lowest score decides.
 */
export function PlayoffForm({ game }: { game: OfficialGame }) {
  const { t } = useLingui()
  const holeId = useId()
  const playoff = game.playoff!
  const names = new Map(game.players.map((p) => [p.playerId, p.name]))
  const [hole, setHole] = useState(18)
  const [strokes, setStrokes] = useState<Record<number, string>>({})
  const complete = playoff.playerIds.every((id) => Number(strokes[id]) >= 1)
  const play = useOfficialAction(() =>
    officialCalls.playoffHole(game.gameId, {
      hole,
      strokes: playoff.playerIds.map((playerId) => ({ playerId, strokes: Number(strokes[playerId]) })),
    }),
  )
  const ask = async () => {
    const line = playoff.playerIds.map((id) => `${names.get(id) ?? `#${id}`} ${strokes[id]}`).join(' · ')
    const n = playoff.holes.length + 1
    const ok = await openPopup({
      title: t`Enter playoff hole ${n} (hole ${hole})?`,
      message: line,
      confirmLabel: t`Enter`,
      cancelLabel: t`Cancel`,
    })
    if (ok) play.mutate(undefined, { onSuccess: () => setStrokes({}) })
  }
  return (
    <section className="staff-card" aria-labelledby="officials-playoff-title">
      <h2 id="officials-playoff-title" className="staff-card__title">
        <Trans>Playoff</Trans>
      </h2>
      <p className="staff-muted">
        {playoff.holes.length > 0 ? (
          <Trans>Holes played so far: {playoff.holes.join(', ')}</Trans>
        ) : (
          <Trans>First place is tied: enter the playoff hole by hole.</Trans>
        )}
      </p>
      <form
        className="officials-form"
        onSubmit={(e) => {
          e.preventDefault()
          if (complete) void ask()
        }}
      >
        <label className="field" htmlFor={holeId}>
          <span className="field__label">
            <Trans>Hole</Trans>
          </span>
          <select id={holeId} className="field__input" value={hole} onChange={(e) => setHole(Number(e.target.value))}>
            {HOLES.map((h) => (
              <option key={h} value={h}>
                {h}
              </option>
            ))}
          </select>
        </label>
        <div className="officials-form__row">
          {playoff.playerIds.map((id) => (
            <label key={id} className="field">
              <span className="field__label">{t`Strokes: ${names.get(id) ?? `#${id}`}`}</span>
              <input
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                value={strokes[id] ?? ''}
                onChange={(e) => setStrokes({ ...strokes, [id]: e.target.value })}
              />
            </label>
          ))}
        </div>
        <button type="submit" className="btn btn--primary" disabled={!complete || play.isPending}>
          <Trans>Enter the playoff hole</Trans>
        </button>
        {play.isSuccess ? <ActionDone>{t`The playoff hole is entered.`}</ActionDone> : null}
        {play.isError ? <OfficialFailure error={play.error} /> : null}
      </form>
    </section>
  )
}
