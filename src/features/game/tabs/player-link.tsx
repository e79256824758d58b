import { useLingui } from '@lingui/react/macro'
import { Flag } from '@/components/ui/flag'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { localName } from '../format'

/**
 * Player pages exist for tours 11 and 13 (docs/requirements/tours-and-records.md#tr-17); players of other tours open on
 * the main tour's.
 */
export const profileHref = (playerId: number, tourId: number) =>
  `${paths.players(tourId === 13 ? 13 : 11)}&playerId=${playerId}`

/** A player's flag and name, the name linking to the profile. */
export function PlayerLink({
  player,
  tourId,
}: {
  player: { playerId: number; nameKo: string; nameEn: string; country: string }
  tourId: number
}) {
  const { i18n } = useLingui()
  return (
    <span className="player-link">
      <Flag code={player.country} />
      <PortalLink to={profileHref(player.playerId, tourId)}>{localName(player, i18n.locale)}</PortalLink>
    </span>
  )
}
