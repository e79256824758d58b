import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useSessionStore } from '@/stores/session'
import type { MyPageSearch, MyPageTab } from '../tabs'
import { DuesPanel } from '@/features/mypage/dues/components/dues-panel'
import { CertificatesPanel } from '@/features/mypage/certificates/certificates-panel'
import { EduPanel } from '@/features/mypage/edu/components/edu-panel'
import { CashPanel } from '@/features/mypage/wallet/components/cash-panel'
import { CouponsPanel } from '@/features/mypage/wallet/components/coupons-panel'
import { InquiryPanel } from '@/features/mypage/inquiry/inquiry-panel'
import { CardPanel } from '../card/card-panel'
import { EventsPanel } from '../events/events-panel'
import { TicketsPanel } from '../tickets/tickets-panel'
import { GameApplicationsPanel } from '../game-apply/applications-panel'
import { RecordsPanel } from '../records/components/records-panel'
import { FavouritesPanel } from './favourites-panel'
import { MyPageNav } from './mypage-nav'
import { OverviewPanel } from './overview-panel'
import { PasswordPanel } from './password-panel'
import { ProfilePanel } from './profile-panel'
import { WithdrawPanel } from './withdraw-panel'
import { WelfarePanel } from '../welfare/welfare-panel'
import '../mypage.css'

/** /member/mypage: the member's account, one section at a time (the `tab` search param). */
export function MyPage({ tab, search = {} }: { tab: MyPageTab; search?: MyPageSearch }) {
  const { t } = useLingui()
  const name = useSessionStore((s) => s.userInfo?.name)
  const titles: Record<MyPageTab, string> = {
    overview: t`My page`,
    dues: t`Dues and payments`,
    certificates: t`Certificates`,
    welfare: t`Welfare`,
    edu: t`Education applications`,
    coupons: t`Coupon box`,
    cash: t`Cash`,
    records: t`My records`,
    card: t`Membership card`,
    events: t`My events`,
    tickets: t`My tickets`,
    'game-apply': t`Tournament applications`,
    profile: t`Personal information`,
    'favorite-player': t`Players of interest`,
    inquiry: t`1:1 inquiry`,
    password: t`Change password`,
    withdraw: t`Withdraw`,
  }
  useDocumentTitle(titles[tab])
  return (
    <div className="mypage">
      <header className="mypage__head">
        <div className="mypage__head-inner">
          <p className="mypage__eyebrow">
            <Trans>My page</Trans>
          </p>
          <h1 className="mypage__title">{name ? <Trans>Hello, {name}</Trans> : <Trans>My page</Trans>}</h1>
        </div>
      </header>
      <div className="mypage__body">
        <MyPageNav current={tab} />
        <div className="mypage__panel">
          {tab === 'dues' ? (
            <DuesPanel />
          ) : tab === 'certificates' ? (
            <CertificatesPanel />
          ) : tab === 'welfare' ? (
            <WelfarePanel />
          ) : tab === 'edu' ? (
            <EduPanel />
          ) : tab === 'coupons' ? (
            <CouponsPanel />
          ) : tab === 'cash' ? (
            <CashPanel />
          ) : tab === 'records' ? (
            <RecordsPanel view={search.view ?? 'records'} year={search.year} game={search.game} />
          ) : tab === 'card' ? (
            <CardPanel />
          ) : tab === 'events' ? (
            <EventsPanel />
          ) : tab === 'tickets' ? (
            <TicketsPanel />
          ) : tab === 'game-apply' ? (
            <GameApplicationsPanel />
          ) : tab === 'profile' ? (
            <ProfilePanel />
          ) : tab === 'favorite-player' ? (
            <FavouritesPanel />
          ) : tab === 'inquiry' ? (
            <InquiryPanel />
          ) : tab === 'password' ? (
            <PasswordPanel />
          ) : tab === 'withdraw' ? (
            <WithdrawPanel />
          ) : (
            <OverviewPanel />
          )}
        </div>
      </div>
    </div>
  )
}
