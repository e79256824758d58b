import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AwardsDto, AwardWinnerDto } from '@contract/records'
import { formatWon } from '@/lib/money'
import { formatValue } from '../format'
import { CATEGORY_LABELS } from '../labels'
import { PlayerCell } from './player-cell'
import { NoResults } from './query-states'

type Kind = 'points' | 'prize' | 'rookie' | 'strokeAverage'

const AWARD_NAMES: Record<Exclude<Kind, 'points'>, MessageDescriptor> = {
  prize: msg`Prize money leader`,
  rookie: msg`Rookie of the Year`,
  strokeAverage: msg`Lowest stroke average`,
}

/** The awards ceremony: each completed season since 2013 with its four awards, newest first. */
export function AwardsList({ data }: { data: AwardsDto }) {
  const { t, i18n } = useLingui()
  const pointsName =
    data.pointsCategory === 'genesis'
      ? t`Genesis grand prize`
      : t`${i18n._(CATEGORY_LABELS[data.pointsCategory])} champion`
  const name = (kind: Kind) => (kind === 'points' ? pointsName : i18n._(AWARD_NAMES[kind]))
  const value = (kind: Kind, w: AwardWinnerDto) =>
    kind === 'prize'
      ? formatWon(w.value, i18n.locale)
      : kind === 'strokeAverage'
        ? formatValue(w.value, 'strokes', 3, i18n.locale)
        : t`${formatValue(w.value, 'points', 0, i18n.locale)} pts`
  if (data.seasons.length === 0) return <NoResults />
  return (
    <div className="rec-awards">
      {data.seasons.map((s) => (
        <section key={s.season} className="rec-card" aria-labelledby={`awards-${s.season}`}>
          <h3 id={`awards-${s.season}`} className="rec-card__title">
            <Trans>{s.season} season awards</Trans>
          </h3>
          <dl className="rec-award-list">
            {(['points', 'prize', 'rookie', 'strokeAverage'] as const).map((kind) => (
              <div key={kind} className="rec-award">
                <dt>{name(kind)}</dt>
                <dd>
                  {s[kind].length === 0 ? (
                    <span className="muted">{t`Not awarded`}</span>
                  ) : (
                    s[kind].map((w) => (
                      <span key={w.playerId} className="rec-award__winner">
                        <PlayerCell player={w} tourId={data.tourId} />
                        <span className="rec-award__value">{value(kind, w)}</span>
                      </span>
                    ))
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
