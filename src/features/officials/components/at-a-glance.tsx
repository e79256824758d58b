import { Trans, useLingui } from '@lingui/react/macro'
import type { OfficialGame } from '@contract/officials'
import { seoulClock } from '@domain/time'
import { formatToPar } from '@/lib/board-format'

type Player = OfficialGame['players'][number]
type Place = Player['place']

/** Who is on the course, who has not started, who finished, who is out; and the groups, slow ones marked. */
export function AtAGlance({ game }: { game: OfficialGame }) {
  const { t } = useLingui()
  const places: Array<[Place, string]> = [
    ['on_course', t`On the course`],
    ['not_started', t`Not started`],
    ['finished', t`Finished`],
    ['out', t`Out of play`],
  ]
  const names = new Map(game.players.map((p) => [p.playerId, p.name]))
  const behind = game.groups.filter((g) => g.behindPace).length
  return (
    <section className="staff-card officials-glance" aria-labelledby="officials-glance-title">
      <h2 id="officials-glance-title" className="staff-card__title">
        <Trans>At a glance: round {game.currentRound}</Trans>
      </h2>
      <ul className="officials-counts" aria-label={t`Players by place`}>
        {places.map(([place, label]) => {
          const players = game.players.filter((p) => p.place === place)
          return (
            <li key={place} className="officials-count" data-place={place}>
              <details>
                <summary>
                  <span className="officials-count__n">{players.length}</span>
                  <span className="officials-count__label">{label}</span>
                </summary>
                {players.length > 0 ? (
                  <ul className="officials-names" aria-label={label}>
                    {players.map((p) => (
                      <li key={p.playerId}>
                        <PlayerLine player={p} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </details>
            </li>
          )
        })}
      </ul>
      <h3 className="officials-subtitle">
        <Trans>Groups</Trans>
        {behind > 0 ? (
          <span className="officials-pace-badge">
            <Trans>{behind} behind pace</Trans>
          </span>
        ) : null}
      </h3>
      {game.groups.length === 0 ? (
        <p className="staff-muted">
          <Trans>No published tee sheet for this round.</Trans>
        </p>
      ) : (
        <div className="officials-table-wrap">
          <table className="officials-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Group</Trans>
                </th>
                <th scope="col">
                  <Trans>Tee</Trans>
                </th>
                <th scope="col">
                  <Trans>Players</Trans>
                </th>
                <th scope="col">
                  <Trans>Holes played</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {game.groups.map((g) => (
                <tr key={g.groupNo} className={g.behindPace ? 'officials-behind' : undefined}>
                  <th scope="row">{g.groupNo}</th>
                  <td>
                    <time dateTime={g.teeTime}>{seoulClock(g.teeTime)}</time>{' '}
                    <span className="staff-muted">{t`tee ${g.startHole}`}</span>
                  </td>
                  <td>{g.playerIds.map((id) => names.get(id) ?? `#${id}`).join(', ')}</td>
                  <td>
                    {g.expectedHoles === null ? g.holesPlayed : `${g.holesPlayed} / ${g.expectedHoles}`}
                    {g.behindPace ? (
                      <strong className="officials-behind__flag">
                        {' '}
                        <Trans>Behind pace</Trans>
                      </strong>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

function PlayerLine({ player }: { player: Player }) {
  const out = player.status !== 'active' ? player.status : player.missedCut ? 'MC' : null
  return (
    <>
      <span className="officials-names__pos">{player.position}</span> {player.name}{' '}
      <span className="staff-muted">
        {formatToPar(player.toPar)}
        {player.place === 'on_course' ? ` · ${player.holesPlayed}` : ''}
      </span>
      {out ? (
        <span className="officials-status-tag">
          {out}
          {player.statusRound !== null ? ` R${player.statusRound}` : ''}
          {player.statusHole !== null ? `/${player.statusHole}` : ''}
        </span>
      ) : null}
    </>
  )
}
