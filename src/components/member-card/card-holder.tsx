import { Trans, useLingui } from '@lingui/react/macro'
import type { CardHolderDto } from '@contract/member-card'
import { MEMBER_CLASS_LABELS } from '@/lib/member-labels'
import { STANDING_LABELS } from '@/lib/standing-labels'
import './card-holder.css'

/** A placeholder head and shoulders for a member without a photo. */
function Silhouette() {
  return (
    <svg className="card-holder__photo card-holder__photo--none" viewBox="0 0 64 80" aria-hidden="true">
      <rect width="64" height="80" fill="currentColor" opacity="0.12" />
      <circle cx="32" cy="30" r="13" fill="currentColor" opacity="0.45" />
      <path d="M8 80c0-15 11-25 24-25s24 10 24 25Z" fill="currentColor" opacity="0.45" />
    </svg>
  )
}

/**
 * Who a membership card is of (docs/requirements/my-page.md#my-3): photo, name, class, number and standing. Shown on
 * the member's card and, once a check says "authenticated", on the checker's screen.
 */
export function CardHolder({ holder, size = 'md' }: { holder: CardHolderDto; size?: 'md' | 'lg' }) {
  const { i18n } = useLingui()
  const cls = holder.memberClass as keyof typeof MEMBER_CLASS_LABELS | null
  return (
    <div className={`card-holder card-holder--${size}`}>
      {holder.photo ? <img className="card-holder__photo" src={holder.photo} alt="" /> : <Silhouette />}
      <dl className="card-holder__facts">
        <div className="card-holder__name">
          <dt className="visually-hidden">
            <Trans>Name</Trans>
          </dt>
          <dd>{holder.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Class</Trans>
          </dt>
          <dd>{cls && MEMBER_CLASS_LABELS[cls] ? i18n._(MEMBER_CLASS_LABELS[cls]) : (holder.memberClass ?? '–')}</dd>
        </div>
        <div>
          <dt>
            <Trans>Membership number</Trans>
          </dt>
          <dd className="card-holder__number">{holder.memberNo ?? '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Standing</Trans>
          </dt>
          <dd>{holder.standing ? i18n._(STANDING_LABELS[holder.standing]) : '–'}</dd>
        </div>
      </dl>
    </div>
  )
}
