import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'

/** The brand side of the login card: what the account opens. Hidden on phones. */
export function LoginAside({ variant }: { variant: 'portal' | 'shop' }) {
  return (
    <aside className="login-aside">
      <p className="login-aside__eyebrow">FAIRWAY</p>
      <h2 className="login-aside__title">
        {variant === 'shop' ? (
          <Trans>Official goods and the members' welfare mall</Trans>
        ) : (
          <Trans>One account for the whole portal</Trans>
        )}
      </h2>
      <ul role="list" className="login-aside__list">
        <li>
          <Icon name="apply" />
          <Trans>Tournament applications and results</Trans>
        </li>
        <li>
          <Icon name="ticket" />
          <Trans>Tickets and purchase history</Trans>
        </li>
        <li>
          <Icon name="idCard" />
          <Trans>Membership card, dues and certificates</Trans>
        </li>
      </ul>
    </aside>
  )
}
