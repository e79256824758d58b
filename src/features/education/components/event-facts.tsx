import { Trans, useLingui } from '@lingui/react/macro'
import type { EducationEventSummaryDto } from '@contract/education'
import { formatWon } from '@/lib/money'
import { lastMomentToApply, momentRange } from '../format'
import { MEMBERSHIP_LABELS } from '../labels'

/** "Free" or the cost in won. */
export function Cost({ won }: { won: number }) {
  const { i18n } = useLingui()
  return won === 0 ? <Trans>Free</Trans> : <>{formatWon(won, i18n.locale)}</>
}

/** "Tour pros · Pros": the membership types that may apply. */
export function useEligibleNames(types: readonly string[]): string {
  const { i18n } = useLingui()
  return types.map((type) => (MEMBERSHIP_LABELS[type] ? i18n._(MEMBERSHIP_LABELS[type]) : type)).join(' · ')
}

/** The application window in Seoul time, as people read it (a midnight close shows as 23:59 the day before). */
export function ApplicationWindow({ event }: { event: EducationEventSummaryDto }) {
  const { i18n } = useLingui()
  const [opens, until] = momentRange(event.applyOpensAt, lastMomentToApply(event.applyClosesAt), i18n.locale)
  return (
    <Trans>
      {opens} to {until}
    </Trans>
  )
}

/** Full matters while one could still apply; afterwards it is only a count. */
export const showsFull = (event: EducationEventSummaryDto) =>
  event.placesLeft === 0 && (event.status === 'planned' || event.status === 'applying')

/** "12 of 40 left" or "Full". */
export function PlacesLeft({ event }: { event: EducationEventSummaryDto }) {
  const left = event.placesLeft
  const capacity = event.capacity
  if (left === 0) return <Trans>Full ({capacity} places)</Trans>
  return (
    <Trans>
      {left} of {capacity} left
    </Trans>
  )
}

/** The facts every view of a session shows: application period, places, cost, who may apply. */
export function EventFacts({ event }: { event: EducationEventSummaryDto }) {
  const who = useEligibleNames(event.eligibleTypes)
  return (
    <dl className="edu-facts">
      <div>
        <dt>
          <Trans>Applications</Trans>
        </dt>
        <dd>
          <ApplicationWindow event={event} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Places</Trans>
        </dt>
        <dd data-full={showsFull(event)}>
          <PlacesLeft event={event} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Cost</Trans>
        </dt>
        <dd>
          <Cost won={event.costWon} />
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Who may apply</Trans>
        </dt>
        <dd>{who}</dd>
      </div>
    </dl>
  )
}
