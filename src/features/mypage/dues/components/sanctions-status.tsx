import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { punishmentsQueryOptions, rewardsQueryOptions } from '@/api/dues'
import { Skeleton } from '@/components/ui/skeleton'
import { formatCalendarDay } from '@domain/time'

/** Reward and punishment status (docs/requirements/standing-and-dues.md#sd-2): what, when, until when. */
export function SanctionsStatus() {
  const { i18n } = useLingui()
  const rewards = useQuery(rewardsQueryOptions())
  const punishments = useQuery(punishmentsQueryOptions())
  const pending = rewards.isPending || punishments.isPending
  const items = [...(rewards.data?.items ?? []), ...(punishments.data?.items ?? [])]
  const seen = new Set<number>()
  const unique = items.filter((i) => (seen.has(i.id) ? false : (seen.add(i.id), true)))
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  return (
    <section className="mypage-card" aria-labelledby="sanctions-title">
      <h2 id="sanctions-title" className="mypage-card__title">
        <Trans>Reward and punishment status</Trans>
      </h2>
      {pending ? (
        <Skeleton height="3rem" />
      ) : rewards.isError && punishments.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : unique.length === 0 ? (
        <p className="mypage-muted">
          <Trans>No rewards or punishments.</Trans>
        </p>
      ) : (
        <ul role="list" className="dues-sanctions">
          {unique.map((s) => (
            <li key={s.id} className={`dues-sanction dues-sanction--${s.kind}`}>
              <span className={`status-badge ${s.kind === 'reward' ? 'status-badge--ok' : 'status-badge--due'}`}>
                {s.kind === 'reward' ? <Trans>Reward</Trans> : <Trans>Discipline</Trans>}
              </span>
              <strong>{s.title}</strong>
              <span className="mypage-muted">
                {day(s.startsOn)}
                {s.endsOn ? ` – ${day(s.endsOn)}` : ''}
              </span>
              {s.detail ? <p>{s.detail}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
