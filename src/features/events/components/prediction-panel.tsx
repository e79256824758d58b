import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isApiError } from '@/api/client'
import { myPickQueryOptions, predictionQueryOptions } from '@/api/events'
import { useMemberGate } from '@/components/auth/use-member-gate'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { MyPickDto, PredictionDetailDto } from '@contract/prediction-event'
import { useSessionStore } from '@/stores/session'
import { gameHref } from '../format'
import { seoulDateTime } from '@domain/time'
import type { EventsPath, EventsSearch } from '../search'
import { PhaseBadge } from './phase-badge'
import { PickForm } from './pick-form'

function VisitorGate() {
  const gate = useMemberGate()
  return (
    <div className="pick-gate">
      <p>
        <Trans>Log in to take part. One pick per member; you can change it until the first tee time.</Trans>
      </p>
      <button type="button" className="btn btn--primary" onClick={() => gate(() => undefined)}>
        <Trans>Log in to take part</Trans>
      </button>
    </div>
  )
}

/** What a member sees of their own pick once picks are closed. */
function MyResult({ event, mine }: { event: PredictionDetailDto; mine: MyPickDto | undefined }) {
  const { i18n } = useLingui()
  const name = mine?.pick ? (i18n.locale === 'en' ? mine.pick.nameEn : mine.pick.nameKo) : null
  if (!name)
    return (
      <p className="pick-result">
        <Trans>You did not take part in this event.</Trans>
      </p>
    )
  if (mine?.correct === true)
    return (
      <p className="pick-result pick-result--right">
        <Trans>Your pick {name} won. Congratulations!</Trans>
      </p>
    )
  if (mine?.correct === false)
    return (
      <p className="pick-result pick-result--wrong">
        <Trans>Your pick {name} did not win this time.</Trans>
      </p>
    )
  const lastDay = event.endDate
  return (
    <p className="pick-result">
      <Trans>
        Your pick: {name}. The result follows the final round on {lastDay}.
      </Trans>
    </p>
  )
}

/** One winner-prediction event: the rules, the pick (members) or the login gate (visitors), and the result. */
export function PredictionPanel({
  gameId,
  search,
  basePath,
}: {
  gameId: number
  search: EventsSearch
  basePath: EventsPath
}) {
  const { i18n } = useLingui()
  const member = useSessionStore((s) => s.isLogin && s.userInfo !== null)
  const query = useQuery(predictionQueryOptions(gameId))
  const mine = useQuery({ ...myPickQueryOptions(gameId), enabled: member })
  const back = (
    <Link to={basePath} search={{ tabId: search.tabId }} className="btn">
      <Trans>Back to the events</Trans>
    </Link>
  )
  if (query.isPending || (member && mine.isPending)) {
    return (
      <div className="card prediction" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
        <Skeleton height="2rem" width="60%" />
        <Skeleton height="10rem" />
      </div>
    )
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <div className="card" role="alert">
        <EmptyState
          icon="info"
          title={
            missing ? <Trans>This event does not exist.</Trans> : <Trans>This information could not be loaded</Trans>
          }
          actions={back}
        />
      </div>
    )
  }
  const event = query.data
  const en = i18n.locale === 'en'
  const name = en ? event.nameEn : event.nameKo
  const winners = event.winners.map((w) => (en ? w.nameEn : w.nameKo)).join(', ')
  const deadline = seoulDateTime(event.deadline)
  const picks = event.pickCount
  const correct = event.correctCount
  const myName = mine.data?.pick ? (en ? mine.data.pick.nameEn : mine.data.pick.nameKo) : null
  return (
    <article className="card prediction" aria-labelledby="prediction-title">
      <header className="prediction__head">
        <PhaseBadge phase={event.phase} />
        <h1 id="prediction-title" className="prediction__title">
          <Trans>Winner prediction: {name}</Trans>
        </h1>
        <p className="prediction__meta">
          <span>
            {event.startDate} – {event.endDate}
          </span>
          <a href={gameHref(event.tourId, event.gameId)}>
            <Trans>Tournament page</Trans>
          </a>
        </p>
      </header>
      {event.phase === 'open' ? (
        <>
          <p className="prediction__rule">
            <Trans>Pick the player you think will win. Picks close at the first tee time, {deadline} (Seoul).</Trans>
          </p>
          {member ? (
            <>
              {myName ? (
                <p className="pick-result">
                  <Trans>Your pick: {myName}</Trans>
                </p>
              ) : null}
              <PickForm event={event} mine={mine.data} />
            </>
          ) : (
            <VisitorGate />
          )}
        </>
      ) : (
        <>
          {correct !== null ? (
            <div className="prediction__result">
              <p className="prediction__winner">
                <Trans>Winner: {winners}</Trans>
              </p>
              <p>
                {picks === 0 ? (
                  <Trans>No member has taken part yet.</Trans>
                ) : (
                  <Trans>
                    {correct} of {picks} picks were right
                  </Trans>
                )}
              </p>
            </div>
          ) : (
            <p className="prediction__rule">
              <Trans>Picks closed at the first tee time, {deadline} (Seoul). The result follows the final round.</Trans>
            </p>
          )}
          {member ? <MyResult event={event} mine={mine.data} /> : null}
        </>
      )}
      <div className="prediction__actions">{back}</div>
    </article>
  )
}
