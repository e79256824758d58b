import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ApplyGameDto } from '@contract/game-apply'
import { useMemberGate } from '@/components/auth/use-member-gate'
import { formatDateRange } from '@/lib/game-format'
import { feeText, inLanguage, periodText, placesText } from './format'
import { GAME_APPLICATION_STATE_LABELS as STATE_LABELS } from '@/lib/game-apply-labels'
import { WindowBadge } from './window-badge'
import { Fact } from './fact'

/**
 * One tournament of the list (APP-2, APP-7): its days, venue, fee, places and waiting list, the window in Seoul
 * time, its state, the member's own application and what they can do. Apply goes through the login gate (APP-5).
 */
export function GameRow({ game: g }: { game: ApplyGameDto }) {
  const { t, i18n } = useLingui()
  const gate = useMemberGate()
  const navigate = useNavigate()
  const name = inLanguage(i18n, g.nameKo, g.nameEn)
  const about = { gameId: g.gameId }
  const apply = () =>
    gate(() => void navigate({ to: '/communitys/gameApplyAbout', search: about }), {
      redirect: `/communitys/gameApplyAbout?gameId=${g.gameId}`,
    })
  return (
    <li className="apply-row" aria-label={name}>
      <div className="apply-row__head">
        <span className="apply-row__tour">{inLanguage(i18n, g.tourNameKo, g.tourNameEn)}</span>
        <WindowBadge window={g.window} gameStatus={g.gameStatus} />
      </div>
      <h3 className="apply-row__name">{name}</h3>
      <dl className="apply-facts">
        <Fact label={t`Dates`}>{formatDateRange(g.startDate, g.endDate, i18n.locale)}</Fact>
        <Fact label={t`Venue`}>{inLanguage(i18n, g.venueKo, g.venueEn) || '—'}</Fact>
        <Fact label={t`Entry fee`} num>
          {feeText(i18n, g.entryFeeWon)}
        </Fact>
        <Fact label={t`Places taken`} num>
          {placesText(i18n, g.accepted, g.fieldSize)}
          {g.waitlisted > 0 ? <span className="apply-row__wait"> · {t`${g.waitlisted} waiting`}</span> : null}
        </Fact>
        <Fact label={t`Application period (Seoul time)`} wide>
          {periodText(i18n, g.applicationOpensAt, g.applicationClosesAt)}
        </Fact>
      </dl>
      <div className="apply-row__foot">
        {g.mine ? (
          <p className="apply-row__mine">
            <Trans>My application:</Trans> <strong>{i18n._(STATE_LABELS[g.mine.state])}</strong>
            {g.mine.waitlistPosition ? <> {t`(No. ${g.mine.waitlistPosition} on the waiting list)`}</> : null}
          </p>
        ) : null}
        <div className="apply-row__actions">
          {g.mine ? (
            <Link
              to="/communitys/gameApplyComplete"
              search={{ gameId: g.gameId, applicationId: g.mine.id }}
              className="btn btn--primary"
            >
              <Trans>View my application</Trans>
            </Link>
          ) : g.window === 'open' && g.gameStatus !== 4 ? (
            <button type="button" className="btn btn--primary" onClick={apply}>
              <Trans>Apply</Trans>
            </button>
          ) : (
            <Link to="/communitys/gameApplyAbout" search={about} className="btn">
              <Trans>View the tournament</Trans>
            </Link>
          )}
        </div>
      </div>
    </li>
  )
}
