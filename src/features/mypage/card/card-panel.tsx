import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { MemberCard } from './member-card'

/** /member/mypage?tab=card: the card inside the my-page, and the way to its own full-screen page. */
export function CardPanel() {
  return (
    <div className="mypage-stack">
      <MemberCard />
      <p className="member-card-open">
        <Link to="/member/card" className="btn btn--ghost">
          <Icon name="phone" />
          <Trans>Open the card full screen</Trans>
        </Link>
      </p>
    </div>
  )
}
