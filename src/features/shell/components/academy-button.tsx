import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { useAcademy } from '../hooks/use-academy'
import '../nav-action.css'

interface AcademyButtonProps {
  className?: string
  children: ReactNode
  /** The header shows the new-window icon; lists of links do not. */
  icon?: boolean
}

/**
 * The association's academy (a partner site). A button, not a link: there is no address to follow, the
 * member's details are posted to the partner in a new window (hooks/use-academy.ts).
 */
export function AcademyButton({ className = 'nav-action', children, icon = false }: AcademyButtonProps) {
  const openAcademy = useAcademy()
  return (
    <button type="button" className={className} onClick={openAcademy} data-closes-menu="">
      {children}
      {icon ? <Icon name="external" /> : null}
      <VisuallyHidden>
        <Trans>(opens in a new window)</Trans>
      </VisuallyHidden>
    </button>
  )
}
