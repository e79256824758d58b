import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { ballLocation } from '@domain/codes/ball-location'
import { withPositions } from '@contract/game-shots'
import { courseInfoQueryOptions } from '@/api/game-course'
import { holeRecordQueryOptions } from '@/api/game-holes'
import { shotsQueryOptions } from '@/api/game-shots'
import { QueryState, TabEmpty } from '../components/query-state'
import { RoundSelect } from '../components/round-select'
import { formatToPar, localName } from '../format'
import { lastPositions, teeShots } from '../positions'
import { cardState } from '../progress'
import type { TabProps } from '../tab-props'
import { useGameSearch } from '../use-game-search'
import { HoleMap } from './hole-map'

function HoleSelect({ hole }: { hole: number }) {
  const { t } = useLingui()
  const id = useId()
  const { setHole } = useGameSearch()
  return (
    <div className="game-field">
      <label htmlFor={id}>{t`Hole`}</label>
      <select id={id} value={hole} onChange={(e) => setHole(Number(e.target.value))}>
        {Array.from({ length: 18 }, (_, i) => (
          <option key={i} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </select>
    </div>
  )
}

/** One hole drawn from its geometry with each player's last tracked ball, and who is on the hole now. */
export function PlayerPositionTab({ game, round, hole: asked }: TabProps) {
  const { t, i18n } = useLingui()
  const hole = asked ?? 1
  const live = game.status === 2 && round === game.currentRound
  const course = useQuery(courseInfoQueryOptions(game.gameId))
  const shots = useQuery(shotsQueryOptions(game.gameId, { hole, round, editions: false, positions: true }, live))
  // Asked with positions=true: narrowed once (throws if the columns are missing).
  const placed = useMemo(() => (shots.data ? withPositions(shots.data) : undefined), [shots.data])
  const record = useQuery(holeRecordQueryOptions(game.gameId, round, i18n.locale))
  const [highlight, setHighlight] = useState<number | null>(null)
  const balls = useMemo(() => (placed ? lastPositions(placed, hole, round) : []), [placed, hole, round])
  const drives = useMemo(() => (placed ? teeShots(placed, hole, round) : []), [placed, hole, round])
  const onHole = (record.data?.cards ?? []).filter((c) => {
    const s = cardState(c)
    return s.kind === 'playing' && s.hole === hole
  })
  const inPlay = balls.filter((b) => !b.holed)
  const holedOut = balls.length - inPlay.length
  const lieName = (code: number) => (i18n.locale === 'en' ? ballLocation(code).en : ballLocation(code).ko)
  const ballOf = new Map(balls.map((b) => [b.player.playerId, b]))

  return (
    <section aria-label={t`Player position`} className="game-tab">
      <div className="game-toolbar">
        <RoundSelect game={game} round={round} />
        <HoleSelect hole={hole} />
      </div>
      <QueryState
        query={course}
        isEmpty={(c) => c.holes.length === 0}
        empty={<TabEmpty title={<Trans>No course map for this tournament</Trans>} />}
      >
        {(c) => {
          const geometry = c.holes.find((h) => h.hole === hole)
          if (!geometry) return <TabEmpty title={<Trans>No course map for this tournament</Trans>} />
          const par = geometry.par
          const yards = geometry.yards
          return (
            <div className="position-layout">
              <figure className="position-map card">
                <figcaption>
                  <strong>{t`Hole ${hole}`}</strong> · {t`Par ${par}`} · {t`${yards} yards`}
                </figcaption>
                <HoleMap hole={geometry} balls={inPlay} drives={drives} highlight={highlight} />
                <ul className="map-legend">
                  <li>
                    <span className="map-legend__ball" aria-hidden="true" />
                    {t`Ball in play`}
                  </li>
                  <li>
                    <span className="map-legend__drive" aria-hidden="true" />
                    {t`Tee shots this round`}
                  </li>
                  <li>
                    <span className="map-legend__green" aria-hidden="true" />
                    {t`Green`}
                  </li>
                  <li>
                    <span className="map-legend__hazard" aria-hidden="true" />
                    {t`Hazard`}
                  </li>
                </ul>
              </figure>
              <div className="position-side card">
                <h3 className="game-subtitle">{t`On hole ${hole} now`}</h3>
                {onHole.length === 0 ? (
                  <p className="game-note">{t`Nobody is on this hole right now.`}</p>
                ) : (
                  <ul className="position-list">
                    {onHole.map((card) => {
                      const ball = ballOf.get(card.playerId)
                      return (
                        <li key={card.playerId}>
                          <button
                            type="button"
                            onMouseEnter={() => setHighlight(card.playerId)}
                            onFocus={() => setHighlight(card.playerId)}
                            onClick={() => setHighlight(card.playerId)}
                          >
                            <span className="position-list__name">{localName(card, i18n.locale)}</span>
                            <span className="muted">
                              {t`Group ${card.groupNo ?? '–'}`} · {formatToPar(card.toPar)}
                            </span>
                            <span className="position-list__lie">
                              {ball && !ball.holed ? t`Shot ${ball.shotNo}: ${lieName(ball.lie)}` : t`On the tee`}
                            </span>
                          </button>
                        </li>
                      )
                    })}
                  </ul>
                )}
                <p className="game-note">
                  <Trans>{holedOut} players have holed out here this round.</Trans>
                </p>
                {shots.isError ? (
                  <p role="alert" className="game-note">{t`Ball positions could not be loaded.`}</p>
                ) : null}
              </div>
            </div>
          )
        }}
      </QueryState>
    </section>
  )
}
