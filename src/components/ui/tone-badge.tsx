import type { ReactNode } from 'react'
import './tone-badge.css'

/** What a state means to the reader: done, to do, waiting, or over (the badge's colour). */
export type BadgeTone = 'ok' | 'due' | 'wait' | 'off'

/** A state in a pill, coloured by what it means (an application's state on the member's and the staff's pages). */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`tone-badge tone-badge--${tone}`}>{children}</span>
}
