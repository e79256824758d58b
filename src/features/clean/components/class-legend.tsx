import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { SUBSTANCE_CLASSES, type SubstanceClass } from '@domain/clean/codes'
import { CLASS_NAMES, PROHIBITED_LABELS } from '../labels'

/** When each class is prohibited in golf (the list's own rule; a single entry may add conditions). */
const CLASS_WHEN: Readonly<Record<SubstanceClass, 'always' | 'in_competition'>> = {
  S0: 'always',
  S1: 'always',
  S2: 'always',
  S3: 'always',
  S4: 'always',
  S5: 'always',
  S6: 'in_competition',
  S7: 'in_competition',
  S8: 'in_competition',
  S9: 'in_competition',
  M1: 'always',
  M2: 'always',
  M3: 'always',
  P1: 'in_competition',
}

/** The class codes of the list, each a link to its entries. */
export function ClassLegend() {
  const { i18n } = useLingui()
  return (
    <section className="clean-card clean-legend" aria-labelledby="legend-title">
      <h2 id="legend-title" className="clean-card__title">
        <Trans>Classes of the Prohibited List</Trans>
      </h2>
      <ul className="clean-legend__list">
        {SUBSTANCE_CLASSES.map((code) => (
          <li key={code}>
            <Link to="/cleans/substances/" search={{ class: code, page: 1 }} className="clean-legend__link">
              <span className="clean-code">{code}</span>
              <span className="clean-legend__name">{i18n._(CLASS_NAMES[code])}</span>
              <span className={`clean-when clean-when--${CLASS_WHEN[code]}`}>
                {i18n._(PROHIBITED_LABELS[CLASS_WHEN[code]])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
