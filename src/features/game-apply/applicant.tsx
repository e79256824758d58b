import { useLingui } from '@lingui/react/macro'
import type { ApplyInfoDto } from '@contract/game-apply'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'

/** Who applies (GET /game/applyInfo): the member as the association records them. */
export function Applicant({ applicant: a }: { applicant: ApplyInfoDto['applicant'] }) {
  const { t, i18n } = useLingui()
  return (
    <section className="apply-card" aria-labelledby="apply-applicant">
      <h2 id="apply-applicant" className="apply-card__title">
        {t`Applicant`}
      </h2>
      <dl className="apply-facts">
        <div>
          <dt>{t`Name`}</dt>
          <dd>{i18n.locale === 'en' && a.nameEn ? a.nameEn : a.nameKo}</dd>
        </div>
        <div>
          <dt>{t`Member number`}</dt>
          <dd className="num">{a.memberNo ?? '—'}</dd>
        </div>
        <div>
          <dt>{t`Membership`}</dt>
          <dd>{a.membershipType ? i18n._(MEMBERSHIP_TYPE_LABELS[a.membershipType]) : t`Not an association member`}</dd>
        </div>
        <div>
          <dt>{t`Mobile`}</dt>
          <dd className="num">{a.mobile ?? '—'}</dd>
        </div>
        <div>
          <dt>{t`E-mail`}</dt>
          <dd>{a.email ?? '—'}</dd>
        </div>
      </dl>
    </section>
  )
}
