import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Flag } from '@/components/ui/flag'
import { nameOf, type PlayerNames } from '../format'

/** The player pages serve tours 11 and 13 (decision 0026); the other tours' players open on the main tour. */
const profileTour = (tourId: number) => (tourId === 13 ? 13 : 11)

/** A player's flag and name, linking to the profile (/tours/player/player/?tourId&playerId). */
export function PlayerCell({
  player,
  tourId,
}: {
  player: PlayerNames & { playerId: number; country: string }
  tourId: number
}) {
  const { i18n } = useLingui()
  return (
    <span className="rec-player">
      <Flag code={player.country} />
      <Link
        to="/tours/player/player/"
        search={{ tourId: profileTour(tourId), sort: 'name', page: 1, playerId: player.playerId }}
        className="rec-player__name"
      >
        {nameOf(player, i18n.locale)}
      </Link>
    </span>
  )
}
