import { useLingui } from '@lingui/react/macro'
import { playingOrder, type StartHole } from '../hole-order'
import './hole-picker.css'

interface HolePickerProps {
  startHole: StartHole
  hole: number
  /** Holes every player of the group has a score for. */
  scored: ReadonlySet<number>
  onPick: (hole: number) => void
}

/** 18 holes in the group's playing order; scored holes are marked, any can be picked for a correction. */
export function HolePicker({ startHole, hole, scored, onPick }: HolePickerProps) {
  const { t } = useLingui()
  return (
    <div className="scorer-holes" role="group" aria-label={t`Hole`}>
      {playingOrder(startHole).map((n) => {
        const done = scored.has(n)
        return (
          <button
            key={n}
            type="button"
            className="scorer-hole"
            data-scored={done || undefined}
            aria-pressed={n === hole}
            aria-label={done ? t`Hole ${n}, scored` : t`Hole ${n}`}
            onClick={() => onPick(n)}
          >
            {n}
          </button>
        )
      })}
    </div>
  )
}
