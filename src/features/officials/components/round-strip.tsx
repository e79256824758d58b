import { Trans, useLingui } from '@lingui/react/macro'
import type { OfficialGame } from '@contract/officials'
import { formatCalendarDay, seoulClock } from '@domain/time'
import { ROUND_STATUS_LABELS, SUSPENSION_REASON_LABELS, TEE_SHEET_LABELS } from '../labels'

/** The tournament's rounds in a row: played, in play (suspended?) and planned, with each tee sheet's state. */
export function RoundStrip({ game }: { game: OfficialGame }) {
  const { t, i18n } = useLingui()
  const cut = game.cut
  const version = game.version
  const cutText = !cut
    ? t`No cut`
    : cut.ties
      ? t`Cut after round ${cut.afterRound}: top ${cut.top} and ties`
      : t`Cut after round ${cut.afterRound}: top ${cut.top}`
  return (
    <section className="staff-card officials-rounds" aria-labelledby="officials-rounds-title">
      <div className="officials-rounds__head">
        <h2 id="officials-rounds-title" className="staff-card__title">
          {game.name}
        </h2>
        <p className="staff-muted">
          {game.finished ? <>{t`Result finalized`} · </> : null}
          {cutText} · {t`Board version ${version}`}
        </p>
      </div>
      <ol className="officials-rounds__list" aria-label={t`Rounds`}>
        {game.rounds.map((r) => (
          <li
            key={r.round}
            className="officials-round"
            data-status={r.status}
            data-suspended={r.suspension ? 'true' : undefined}
            aria-current={r.round === game.currentRound ? 'step' : undefined}
          >
            <strong className="officials-round__name">
              <Trans>Round {r.round}</Trans>
            </strong>
            <span className="officials-round__date">{formatCalendarDay(r.date, i18n.locale)}</span>
            <span className="officials-round__status">{i18n._(ROUND_STATUS_LABELS[r.status])}</span>
            <span className="officials-round__sheet" data-sheet={r.teeSheet}>
              {i18n._(TEE_SHEET_LABELS[r.teeSheet])}
            </span>
            {r.suspension ? (
              <span className="officials-round__suspended">
                <Trans>Suspended: {i18n._(SUSPENSION_REASON_LABELS[r.suspension.reason])}</Trans> ·{' '}
                <time dateTime={r.suspension.since}>{seoulClock(r.suspension.since)}</time>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  )
}
