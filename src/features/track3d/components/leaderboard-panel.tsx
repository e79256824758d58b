import { useLingui } from '@lingui/react/macro'
import { memo, useEffect, useRef, type KeyboardEvent } from 'react'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { formatToPar, spokenToPar } from '@/lib/board-format'

interface PanelProps {
  rows: readonly LeaderboardRowDto[]
  selected: number | null
  onSelect: (playerId: number) => void
}

const Row = memo(function Row({
  row,
  selected,
  onSelect,
}: {
  row: LeaderboardRowDto
  selected: boolean
  onSelect: (id: number) => void
}) {
  const { t } = useLingui()
  const name = row.name
  const toPar = spokenToPar(row.toPar)
  const thru = row.thru ?? '–'
  return (
    <li>
      <button
        type="button"
        className="t3d-board__row"
        aria-pressed={selected}
        data-player-id={row.playerId}
        aria-label={t`${name}, position ${row.position}, ${toPar}, thru ${thru}`}
        onClick={() => onSelect(row.playerId)}
      >
        <span className="t3d-board__pos">{row.position}</span>
        <span className="t3d-board__name">
          {row.name}
          {row.startHole === 10 && row.thru !== 'F' ? <sup aria-hidden="true">*</sup> : null}
        </span>
        <span className={`t3d-board__par${row.toPar !== null && row.toPar < 0 ? ' t3d-board__par--under' : ''}`}>
          {formatToPar(row.toPar)}
        </span>
        <span className="t3d-board__thru">{thru}</span>
      </button>
    </li>
  )
})

/**
 * The compact board beside the course: position, player, to par, thru. Each row is a button (Enter or
 * Space selects); arrow keys, Home and End move between rows. The selected row scrolls into view.
 */
export function LeaderboardPanel({ rows, selected, onSelect }: PanelProps) {
  const { t } = useLingui()
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-pressed="true"]')
    el?.scrollIntoView?.({ block: 'nearest' })
  }, [selected])
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button.t3d-board__row') ?? [])]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const to =
      event.key === 'ArrowDown'
        ? at + 1
        : event.key === 'ArrowUp'
          ? at - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null
    if (to === null || buttons.length === 0) return
    event.preventDefault()
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus()
  }
  return (
    <section className="t3d-panel t3d-board" aria-label={t`Leaderboard`}>
      <div className="t3d-board__head" aria-hidden="true">
        <span>{t`Pos`}</span>
        <span>{t`Player`}</span>
        <span>{t`To par`}</span>
        <span>{t`Thru`}</span>
      </div>
      <ol className="t3d-board__list" ref={list} onKeyDown={onKeyDown}>
        {rows.map((row) => (
          <Row key={row.playerId} row={row} selected={row.playerId === selected} onSelect={onSelect} />
        ))}
      </ol>
    </section>
  )
}
