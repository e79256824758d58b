import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { accountInfoQueryOptions, memberDetailQueryOptions } from '@/api/member'
import { Icon, type IconName } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { PermissionsPanel } from '@/features/mypage/dues/components/permissions-panel'
import { useSessionStore } from '@/stores/session'
import { formatDay, formatDayTime } from '../format'
import { MEMBER_CLASS_LABELS, MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'
import { PanelError } from './panel-error'
import { WorkLinks } from './work-links'

/** The overview: who the member is to the association, dues, last login, and the account sections. */
export function OverviewPanel() {
  const { t, i18n } = useLingui()
  const loginId = useSessionStore((s) => s.userInfo?.id ?? '')
  const detail = useQuery(memberDetailQueryOptions())
  const account = useQuery({ ...accountInfoQueryOptions(loginId), enabled: loginId !== '' })

  if (detail.isError) return <PanelError onRetry={() => void detail.refetch()} />
  const member = detail.data
  const association = member ? member.memberNo !== null : false

  return (
    <div className="mypage-stack">
      <section className="member-card" aria-labelledby="member-card-title" aria-busy={!member}>
        <p className="member-card__eyebrow">
          {association ? <Trans>Association member</Trans> : <Trans>Web member</Trans>}
        </p>
        <h2 id="member-card-title" className="member-card__name">
          {member ? member.name : <Skeleton width="8em" height="1.4em" />}
        </h2>
        <dl className="member-card__facts">
          <Fact label={t`ID`}>{member ? member.id : <Skeleton width="6em" />}</Fact>
          <Fact label={t`Member class`}>
            {!member ? (
              <Skeleton width="5em" />
            ) : member.memberClass ? (
              i18n._(MEMBER_CLASS_LABELS[member.memberClass])
            ) : (
              <Trans>Web member</Trans>
            )}
          </Fact>
          {association ? <Fact label={t`Member number`}>{member?.memberNo}</Fact> : null}
          {member?.membershipType ? (
            <Fact label={t`Membership`}>{i18n._(MEMBERSHIP_TYPE_LABELS[member.membershipType])}</Fact>
          ) : null}
        </dl>
      </section>

      <section className="mypage-card" aria-labelledby="account-state-title">
        <h2 id="account-state-title" className="mypage-card__title">
          <Trans>Account</Trans>
        </h2>
        <dl className="mypage-facts">
          <div className="mypage-facts__row">
            <dt>
              <Trans>Dues</Trans>
            </dt>
            <dd>
              {!member ? (
                <Skeleton width="6em" />
              ) : !association ? (
                <span className="mypage-muted">
                  <Trans>No dues for web members</Trans>
                </span>
              ) : member.duesPaid ? (
                <span className="status-badge status-badge--ok">
                  <Trans>Paid</Trans>
                </span>
              ) : (
                <span className="status-badge status-badge--due">
                  <Trans>Unpaid</Trans>
                </span>
              )}
            </dd>
          </div>
          <div className="mypage-facts__row">
            <dt>
              <Trans>Last login</Trans>
            </dt>
            <dd>
              {account.isPending ? (
                <Skeleton width="10em" />
              ) : account.isError ? (
                <span className="mypage-muted">
                  <Trans>Could not be loaded</Trans>
                </span>
              ) : account.data.lastLoginAt ? (
                formatDayTime(account.data.lastLoginAt, i18n.locale)
              ) : (
                <span className="mypage-muted">
                  <Trans>No record</Trans>
                </span>
              )}
            </dd>
          </div>
          {account.data ? (
            <div className="mypage-facts__row">
              <dt>
                <Trans>Joined</Trans>
              </dt>
              <dd>{formatDay(account.data.createdAt, i18n.locale)}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {association ? <PermissionsPanel /> : null}

      {member ? <WorkLinks roles={member.roles} /> : null}

      <section className="mypage-card" aria-labelledby="account-links-title">
        <h2 id="account-links-title" className="mypage-card__title">
          <Trans>Manage your account</Trans>
        </h2>
        <ul role="list" className="mypage-links">
          <SectionLink
            tab="profile"
            icon="idCard"
            title={t`Personal information`}
            text={t`Contact details, addresses, mobile phone and marketing consent`}
          />
          <SectionLink
            tab="password"
            icon="shield"
            title={t`Change password`}
            text={t`Choose a new password; your other devices are logged out`}
          />
          <SectionLink
            tab="withdraw"
            icon="logout"
            title={t`Withdraw`}
            text={t`Leave the web services; association membership is kept`}
          />
        </ul>
      </section>
    </div>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="member-card__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function SectionLink({
  tab,
  icon,
  title,
  text,
}: {
  tab: 'profile' | 'password' | 'withdraw'
  icon: IconName
  title: string
  text: string
}) {
  return (
    <li>
      <Link to="/member/mypage" search={{ tab }} className="mypage-links__item">
        <span className="mypage-links__icon">
          <Icon name={icon} />
        </span>
        <span className="mypage-links__text">
          <strong>{title}</strong>
          <span>{text}</span>
        </span>
        <Icon name="chevronRight" />
      </Link>
    </li>
  )
}
