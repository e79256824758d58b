import { Trans, useLingui } from '@lingui/react/macro'
import type { NotableShotDto } from '@contract/player-shots'
import { KIND_LABELS, yards } from '../labels'
import { HoleSvg } from './hole-svg'

const gameHref = (s: NotableShotDto) =>
  `/tours/game/game?${new URLSearchParams({ tourId: String(s.tourId), gameId: String(s.gameId), type: 'leaderboard' })}`
const playerHref = (s: NotableShotDto) =>
  `/tours/player/player/?${new URLSearchParams({
    tourId: String(s.tourId === 13 ? 13 : 11),
    playerId: String(s.player.playerId),
  })}`

/** One notable shot: who, where, when, and the hole with the ball's path. */
export function ShotCard({ shot }: { shot: NotableShotDto }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const name = en ? shot.player.nameEn : shot.player.nameKo
  const game = en ? shot.gameNameEn : shot.gameNameKo
  const kind = i18n._(KIND_LABELS[shot.kind])
  const distance = yards(shot.distanceM)
  const { round, hole, par } = shot
  return (
    <li className="shot-card card">
      <HoleSvg shot={shot} label={t`${kind} by ${name}, hole ${hole}, round ${round}`} />
      <div className="shot-card__body">
        <span className={shot.kind === 'holeInOne' ? 'badge badge--accent' : 'badge'}>{kind}</span>
        <a className="shot-card__player" href={playerHref(shot)}>
          {name}
        </a>
        <a className="shot-card__game" href={gameHref(shot)}>
          {game}
        </a>
        <p className="shot-card__facts">
          <Trans>
            Round {round} · Hole {hole} (par {par})
          </Trans>
        </p>
        <p className="shot-card__facts">
          {shot.kind === 'longDrive' ? <Trans>Drive of {distance} yd</Trans> : <Trans>Holed from {distance} yd</Trans>}
          {shot.date ? <span className="shot-card__date">{shot.date}</span> : null}
        </p>
      </div>
    </li>
  )
}
