import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Flag } from '@/components/ui/flag'
import type { PlayerDetailDto } from '@contract/player'
import { formatDay } from '../format'
import { AWARD_LABELS, MILITARY_LABELS, SPECIALTY_LABELS } from '../labels'

/**
 * The profile facts of docs/requirements/tours-and-records.md#tr-18. A private profile lists only the tour facts: the
 * member information is absent, and the header says why (decision 0026). Unknown facts show a dash.
 */
export function ProfileFacts({ player }: { player: PlayerDetailDto }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const dash = '–'
  const year = (y: number | null) => (y === null ? dash : String(y))
  const rows: Array<[string, ReactNode]> = [
    [t`Nationality`, <Flag key="flag" code={player.country} withName />],
    [t`Gender`, player.gender === 'F' ? t`Female` : t`Male`],
  ]
  if (!player.profilePrivate) {
    rows.push(
      [t`Date of birth`, player.birthDate ? formatDay(player.birthDate, i18n.locale) : dash],
      [t`Age`, player.age === null ? dash : t`${player.age} years`],
      [t`Height`, player.heightCm === null ? dash : `${player.heightCm} cm`],
      [t`Weight`, player.weightKg === null ? dash : `${player.weightKg} kg`],
      [t`Hometown`, (en ? player.hometownEn : player.hometownKo) ?? dash],
      [t`Military service`, player.militaryService ? i18n._(MILITARY_LABELS[player.militaryService]!) : dash],
      [t`Hobby`, (en ? player.hobbyEn : player.hobbyKo) ?? dash],
      [t`Instructor`, player.instructor ?? dash],
    )
  }
  rows.push(
    [t`Admission year`, year(player.turnedProYear)],
    [t`Tour debut`, year(player.tourDebutYear)],
    [t`Rookie season`, year(player.rookieYear)],
    [
      t`Specialties`,
      player.specialties.length > 0
        ? player.specialties.map((s) => (SPECIALTY_LABELS[s] ? i18n._(SPECIALTY_LABELS[s]) : s)).join(', ')
        : dash,
    ],
    [t`Ball`, player.ball ?? dash],
    [t`Sponsor`, player.sponsor ?? dash],
  )
  return (
    <section className="profile-section card" aria-labelledby="facts-title">
      <h2 id="facts-title" className="profile-section__title">
        <Trans>Profile</Trans>
      </h2>
      <dl className="fact-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="fact-grid__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="profile-section__subtitle">
        <Trans>Awards</Trans>
      </h3>
      {player.awards.length > 0 ? (
        <ul className="award-list">
          {player.awards.map((a) => (
            <li key={`${a.year}-${a.code}`}>
              <span className="award-list__year">{a.year}</span> {i18n._(AWARD_LABELS[a.code]!)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          <Trans>No awards yet.</Trans>
        </p>
      )}
    </section>
  )
}
