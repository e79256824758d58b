import { useLingui } from '@lingui/react/macro'

/** What the colours of a scorecard mean. */
export function ScoreLegend() {
  const { t } = useLingui()
  const items = [
    ['eagle', t`Eagle or better`],
    ['birdie', t`Birdie`],
    ['par', t`Par`],
    ['bogey', t`Bogey`],
    ['double-bogey', t`Double bogey or worse`],
  ] as const
  return (
    <ul className="score-legend" aria-label={t`Score colours`}>
      {items.map(([name, label]) => (
        <li key={name}>
          <span className={`score score--${name}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  )
}
