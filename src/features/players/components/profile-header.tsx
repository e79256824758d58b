import { Trans, useLingui } from '@lingui/react/macro'
import { useFavourites } from '@/api/favourites'
import { Flag } from '@/components/ui/flag'
import { HeartButton } from '@/components/ui/heart-button'
import { Icon } from '@/components/ui/icons'
import type { PlayerDetailDto } from '@contract/player'
import { otherName, playerName } from '../format'
import { PlayerAvatar } from './player-avatar'

/** Photo, names, nationality and the facts a fan looks for first. */
export function ProfileHeader({ player, careerWins }: { player: PlayerDetailDto; careerWins: number | undefined }) {
  const { t, i18n } = useLingui()
  const favourites = useFavourites()
  const favourite = favourites.ids.has(player.playerId)
  const name = playerName(player, i18n.locale)
  const facts: Array<[string, string]> = []
  if (player.age !== null) facts.push([t`Age`, t`${player.age} years`])
  if (player.tourDebutYear !== null) facts.push([t`Tour debut`, String(player.tourDebutYear)])
  if (careerWins !== undefined) facts.push([t`Career wins`, String(careerWins)])
  if (player.memberNo) facts.push([t`Member number`, player.memberNo])
  if (player.sponsor) facts.push([t`Sponsor`, player.sponsor])
  // Members who keep the player (decision 0031); a visitor's heart stays in their browser and is not counted.
  facts.push([t`Favourites`, i18n.number(player.favouritesCount)])
  return (
    <header className="profile-head card">
      <PlayerAvatar player={player} size="lg" />
      <div className="profile-head__main">
        <h1 className="profile-head__name">
          {name}
          {player.amateur ? (
            <span className="badge">
              <Trans>Amateur</Trans>
            </span>
          ) : null}
        </h1>
        <p className="profile-head__other">{otherName(player, i18n.locale)}</p>
        <p className="profile-head__country">
          <Flag code={player.country} withName />
        </p>
        <HeartButton
          className="profile-head__fav"
          pressed={favourite}
          onToggle={() => favourites.toggle(player.playerId)}
          label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
          text={favourite ? t`Favourite` : t`Add to favourites`}
        />
        {facts.length > 0 ? (
          <dl className="profile-head__facts">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
      {player.profilePrivate ? (
        <p className="private-note" role="note">
          <Icon name="shield" />
          <span>
            <strong>
              <Trans>This player's member information is not public.</Trans>
            </strong>{' '}
            <Trans>
              At the player's request, personal details such as date of birth, height, weight and hometown are not
              shown. Tour records remain public.
            </Trans>
          </span>
        </p>
      ) : null}
    </header>
  )
}
