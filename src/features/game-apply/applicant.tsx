import { useLingui } from '@lingui/react/macro'
import type { ApplyInfoDto } from '@contract/game-apply'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'
import { Fact } from './fact'

/** Who applies (GET /game/applyInfo): the member as the association records them. */
export function Applicant({ applicant: a }: { applicant: ApplyInfoDto['applicant'] }) {
  const { t, i18n } = useLingui()
  return (
    <section className="apply-card" aria-labelledby="apply-applicant">
      <h2 id="apply-applicant" className="apply-card__title">
        {t`Applicant`}
      </h2>
      <dl className="apply-facts">
        <Fact label={t`Name`}>{i18n.locale === 'en' && a.nameEn ? a.nameEn : a.nameKo}</Fact>
        <Fact label={t`Member number`} num>
          {a.memberNo ?? '—'}
        </Fact>
        <Fact label={t`Membership`}>
          {a.membershipType ? i18n._(MEMBERSHIP_TYPE_LABELS[a.membershipType]) : t`Not an association member`}
        </Fact>
        <Fact label={t`Mobile`} num>
          {a.mobile ?? '—'}
        </Fact>
        <Fact label={t`E-mail`}>{a.email ?? '—'}</Fact>
      </dl>
    </section>
  )
}
