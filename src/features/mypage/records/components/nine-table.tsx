import { useLingui } from '@lingui/react/macro'
import type { HoleCardDto } from '@contract/game-records'
import { scoreClass } from '@/lib/score-style'

const sum = (values: readonly (number | null | undefined)[]) => {
  const played = values.filter((v): v is number => typeof v === 'number')
  return played.length === 0 ? '' : played.reduce((a, b) => a + b, 0)
}

/** One nine of a round's card: holes, par, the strokes coloured by score name (the shared score styles), putts. */
export function NineTable({
  card,
  pars,
  from,
  label,
}: {
  card: HoleCardDto
  pars: number[]
  from: 0 | 9
  label: string
}) {
  const { t } = useLingui()
  const holes = Array.from({ length: 9 }, (_, i) => from + i)
  const withPutts = holes.some((h) => card.putts[h] !== null)
  return (
    <table className="my-card-table">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="row">{t`Hole`}</th>
          {holes.map((h) => (
            <th key={h} scope="col">
              {h + 1}
            </th>
          ))}
          <th scope="col" className="my-card-table__sum">
            {label}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="my-card-table__par">
          <th scope="row">{t`Par`}</th>
          {holes.map((h) => (
            <td key={h}>{pars[h]}</td>
          ))}
          <td className="my-card-table__sum">{sum(holes.map((h) => pars[h]))}</td>
        </tr>
        <tr>
          <th scope="row">{t`Score`}</th>
          {holes.map((h) => (
            <td key={h}>
              <span className={scoreClass(card.scores[h] ?? null, pars[h] ?? 4)}>{card.scores[h] ?? ''}</span>
            </td>
          ))}
          <td className="my-card-table__sum">{sum(holes.map((h) => card.scores[h]))}</td>
        </tr>
        {withPutts ? (
          <tr className="my-card-table__putts">
            <th scope="row">{t`Putts`}</th>
            {holes.map((h) => (
              <td key={h}>{card.putts[h] ?? ''}</td>
            ))}
            <td className="my-card-table__sum">{sum(holes.map((h) => card.putts[h]))}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  )
}
