import { Trans, useLingui } from '@lingui/react/macro'
import type { CertifiedCompetition } from '@contract/certificates'
import { MAX_COMPETITIONS } from '@domain/certificates'
import { formatCalendarDay } from '@domain/time'

interface Props {
  choices: CertifiedCompetition[]
  chosen: number[]
  onChange: (ids: number[]) => void
  error: string | null
  planned: boolean
}

/** The member's own tournaments to put on the certificate: 1 to 5, the sixth box closed once five are ticked. */
export function CompetitionPicker({ choices, chosen, onChange, error, planned }: Props) {
  const { i18n } = useLingui()
  const full = chosen.length >= MAX_COMPETITIONS
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  return (
    <fieldset className="mypage-form__group cert-picker" aria-describedby="cert-picker-note">
      <legend>
        <Trans>Tournaments</Trans>
      </legend>
      <p id="cert-picker-note" className="mypage-form__note">
        <Trans>
          Choose 1 to {MAX_COMPETITIONS} tournaments ({chosen.length} chosen).
        </Trans>
      </p>
      {choices.length === 0 ? (
        <p className="mypage-muted">
          {planned ? (
            <Trans>You are not entered in any upcoming tournament.</Trans>
          ) : (
            <Trans>There is no finished tournament you played.</Trans>
          )}
        </p>
      ) : (
        <ul role="list" className="cert-picker__list">
          {choices.map((c) => {
            const on = chosen.includes(c.id)
            return (
              <li key={c.id}>
                <label className={`cert-picker__item${on ? ' is-on' : ''}`}>
                  <input type="checkbox" checked={on} disabled={!on && full} onChange={() => toggle(c.id)} />
                  <span className="cert-picker__name">{i18n.locale === 'en' ? c.nameEn : c.nameKo}</span>
                  <span className="cert-picker__meta mypage-muted">
                    {formatCalendarDay(c.startDate, i18n.locale)}
                    {c.finish ? ` · ${c.finish}` : ''}
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
