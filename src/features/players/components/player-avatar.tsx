import { useLingui } from '@lingui/react/macro'
import { initials } from '../format'

interface AvatarPlayer {
  nameKo: string
  firstNameEn: string
  lastNameEn: string
  photoUrl: string | null
}

/** The player's photo, or initials on a tinted disc when there is none. Decorative: the name sits beside it. */
export function PlayerAvatar({ player, size = 'md' }: { player: AvatarPlayer; size?: 'md' | 'lg' }) {
  const { i18n } = useLingui()
  const className = `player-avatar player-avatar--${size}`
  if (player.photoUrl) return <img className={className} src={player.photoUrl} alt="" loading="lazy" decoding="async" />
  return (
    <span className={className} aria-hidden="true">
      {initials(player, i18n.locale)}
    </span>
  )
}
