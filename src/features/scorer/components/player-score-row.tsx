import { Trans, useLingui } from '@lingui/react/macro'
import { toParText } from '../names'
import { Stepper } from './stepper'
import './score-form.css'

export interface DraftScore {
  strokes: number
  putts: number | null
}

interface PlayerScoreRowProps {
  name: string
  par: number
  draft: DraftScore
  onChange: (draft: DraftScore) => void
  /** The score the server holds for this hole already: sending replaces it. */
  previous: number | null
  /** Version the server answered when this hole's score was accepted in this form. */
  acceptedVersion: number | null
}

/** One player of the group: strokes (1-20, prefilled) and optional putts (never more than the strokes). */
export function PlayerScoreRow({ name, par, draft, onChange, previous, acceptedVersion }: PlayerScoreRowProps) {
  const { t } = useLingui()
  const locked = acceptedVersion !== null
  const setStrokes = (value: number | null) => {
    const strokes = value ?? 1
    onChange({ strokes, putts: draft.putts === null ? null : Math.min(draft.putts, strokes) })
  }
  return (
    <li className="scorer-player" data-accepted={locked || undefined}>
      <div className="scorer-player__head">
        <span className="scorer-player__name">{name}</span>
        {locked ? (
          <span className="scorer-badge scorer-badge--ok">
            <Trans>Sent · v{acceptedVersion}</Trans>
          </span>
        ) : previous !== null ? (
          <span className="scorer-badge">
            <Trans>Correction of {previous}</Trans>
          </span>
        ) : null}
      </div>
      <fieldset className="scorer-player__steppers" disabled={locked}>
        <Stepper
          label={<Trans>Strokes</Trans>}
          groupLabel={t`Strokes, ${name}`}
          value={draft.strokes}
          min={1}
          max={20}
          onChange={setStrokes}
          decreaseLabel={t`One stroke less for ${name}`}
          increaseLabel={t`One stroke more for ${name}`}
          hint={toParText(draft.strokes, par)}
        />
        <Stepper
          label={<Trans>Putts</Trans>}
          groupLabel={t`Putts, ${name}`}
          value={draft.putts}
          min={0}
          max={Math.min(20, draft.strokes)}
          startAt={Math.min(2, draft.strokes)}
          clearable
          onChange={(putts) => onChange({ ...draft, putts })}
          decreaseLabel={t`One putt less for ${name}`}
          increaseLabel={t`One putt more for ${name}`}
        />
      </fieldset>
    </li>
  )
}
