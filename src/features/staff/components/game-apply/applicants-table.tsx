import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffFieldDto } from '@contract/game-apply'
import { formatSeoulMoment } from '@domain/time'
import { ToneBadge } from '@/components/ui/tone-badge'
import { GAME_APPLICATION_STATE_LABELS, GAME_APPLICATION_STATE_TONE } from '@/lib/game-apply-labels'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'

/** The applicants by arrival: who, their class, state, waiting-list place, payment and whether they are entered. */
export function ApplicantsTable({ applicants }: { applicants: StaffFieldDto['applicants'] }) {
  const { t, i18n } = useLingui()
  if (applicants.length === 0) {
    return (
      <p className="staff-muted">
        <Trans>No applications yet.</Trans>
      </p>
    )
  }
  return (
    <div className="field-table-wrap" tabIndex={0} role="region" aria-label={t`Applicants`}>
      <table className="field-table">
        <thead>
          <tr>
            <th scope="col">{t`No.`}</th>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`Membership number`}</th>
            <th scope="col">{t`Class`}</th>
            <th scope="col">{t`State`}</th>
            <th scope="col">{t`Paid on`}</th>
            <th scope="col">{t`Entered`}</th>
          </tr>
        </thead>
        <tbody>
          {applicants.map((a) => (
            <tr key={a.applicationId}>
              <td className="num">{a.arrivalNo}</td>
              <td>{i18n.locale === 'ko' || !a.nameEn ? a.nameKo : a.nameEn}</td>
              <td className="num">{a.memberNo ?? '–'}</td>
              <td>{a.membershipType ? i18n._(MEMBERSHIP_TYPE_LABELS[a.membershipType]) : '–'}</td>
              <td>
                <ToneBadge tone={GAME_APPLICATION_STATE_TONE[a.state]}>
                  {i18n._(GAME_APPLICATION_STATE_LABELS[a.state])}
                  {a.waitlistPosition !== null ? ` ${a.waitlistPosition}` : ''}
                </ToneBadge>
              </td>
              <td>{a.paidAt ? formatSeoulMoment(a.paidAt, i18n.locale) : '–'}</td>
              <td>{a.confirmed ? t`Yes` : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
