import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { BracketLayout } from './bracket-layout'
import { MatchCard } from './match-card'
import { useRoundLabel } from './match-labels'
import './bracket-drawing.css'

interface Props {
  layout: BracketLayout
  selected: number | null
  onOpen: (matchId: number) => void
}

/**
 * The knockout drawing: one column per round, each match level with the two that feed it. On a phone
 * the columns scroll sideways one round at a time (scroll snap), so the cards keep a readable width.
 */
export function BracketDrawing({ layout, selected, onOpen }: Props) {
  const { t } = useLingui()
  const roundLabel = useRoundLabel()
  const style = { '--bracket-rows': layout.rows, '--bracket-cols': layout.columns.length } as CSSProperties
  return (
    <div className="bracket-scroll" tabIndex={0} role="region" aria-label={t`Knockout rounds`}>
      <ol className="bracket" style={style}>
        {layout.columns.map((column, c) => (
          <li key={column.bracketRound} className="bracket__round" style={{ gridColumn: c + 1 }}>
            <h3 className="bracket__title">{roundLabel(column.bracketRound)}</h3>
            <ol className="bracket__slots">
              {column.slots.map((slot) => (
                <li
                  key={slot.matchNo}
                  className={
                    `bracket__slot${c > 0 ? ' bracket__slot--fed' : ''}` +
                    `${c < layout.columns.length - 1 ? ' bracket__slot--feeds' : ''}`
                  }
                  style={{ gridRow: `${slot.row} / span ${slot.span}` }}
                >
                  {slot.match ? (
                    <MatchCard match={slot.match} selected={slot.match.matchId === selected} onOpen={onOpen} />
                  ) : (
                    <div className="mcard mcard--empty" aria-hidden="true" />
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  )
}
