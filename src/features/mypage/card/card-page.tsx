import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useSystemStore } from '@/stores/system'
import { MemberCard } from './member-card'

/**
 * /member/card: the card on its own page for a phone at the desk. Inside the native app the shell draws no chrome
 * and the app has its own back button, so the page's own way back shows on the web only.
 */
export function MemberCardPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Membership card`)
  const isApp = useSystemStore((s) => s.isApp)
  return (
    <div className="member-card-page">
      <MemberCard />
      {isApp ? null : (
        <p className="member-card-open">
          <Link to="/member/mypage" className="btn btn--ghost">
            <Icon name="home" />
            <Trans>My page</Trans>
          </Link>
        </p>
      )}
    </div>
  )
}
