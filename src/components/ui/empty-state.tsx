import type { ReactNode } from 'react'
import { Icon, type IconName } from './icons'

interface EmptyStateProps {
  icon?: IconName
  title: ReactNode
  children?: ReactNode
  actions?: ReactNode
  /** Heading level that fits the page outline. */
  as?: 'h1' | 'h2' | 'h3'
}

/** An honest "nothing here yet" panel: what is missing, why, and where to go instead. */
export function EmptyState({ icon = 'info', title, children, actions, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">
        <Icon name={icon} />
      </span>
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  )
}
