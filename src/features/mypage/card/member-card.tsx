import { Trans } from '@lingui/react/macro'
import { CardHolder } from '@/components/member-card/card-holder'
import { Skeleton } from '@/components/ui/skeleton'
import { QrImage } from './qr-image'
import { useCardCode } from './use-card-code'
import './member-card.css'

/**
 * The mobile membership card (docs/requirements/my-page.md#my-3): the holder, a QR code that changes every 30
 * seconds with a countdown, and the same code to read aloud or type where the checker has no camera.
 */
export function MemberCard() {
  const { query, secondsLeft } = useCardCode()
  if (query.isPending) return <Skeleton height="28rem" radius="20px" />
  if (query.isError)
    return (
      <div className="member-card member-card--error" role="alert">
        <Trans>The card could not be loaded. Check the connection and try again.</Trans>
        <button type="button" className="btn btn--ghost" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  const card = query.data
  return (
    <article className="member-card" aria-labelledby="member-card-title">
      <header className="member-card__head">
        <span className="member-card__brand">
          <Trans>Fairway Professional Golfers' Association</Trans>
        </span>
        <h2 id="member-card-title" className="member-card__title">
          <Trans>Membership card</Trans>
        </h2>
      </header>
      <CardHolder holder={card.holder} />
      {!card.associationMember ? (
        <p className="member-card__note" role="note">
          <Trans>You are not an association member: a check of this card answers “not a member”.</Trans>
        </p>
      ) : null}
      <div className="member-card__code">
        <QrImage text={card.code} />
        <p className="member-card__short" aria-label="code">
          <span className="member-card__short-label">
            <Trans>Code to type</Trans>
          </span>
          <output className="member-card__short-value" data-testid="card-short-code">
            {card.shortCode}
          </output>
        </p>
        <p className="member-card__countdown" aria-live="off">
          {secondsLeft !== null ? <Trans>New code in {secondsLeft} s</Trans> : null}
        </p>
        <progress className="member-card__progress" max={30} value={secondsLeft ?? 0} aria-hidden="true" />
      </div>
      <p className="member-card__hint">
        <Trans>Show this screen at the desk. The code changes every 30 seconds, so a screenshot does not work.</Trans>
      </p>
    </article>
  )
}
