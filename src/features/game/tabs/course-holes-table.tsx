import { useLingui } from '@lingui/react/macro'
import type { CourseHoleDto } from '@contract/game-course'
import { formatCount } from './info-format'

const sum = (holes: CourseHoleDto[], key: 'par' | 'yards') => holes.reduce((s, h) => s + h[key], 0)

/** Par and yardage of every hole, out and in nines with their totals (the scorecard's layout). */
export function CourseHolesTable({ holes }: { holes: CourseHoleDto[] }) {
  const { t, i18n } = useLingui()
  const out = holes.filter((h) => h.hole <= 9)
  const back = holes.filter((h) => h.hole > 9)
  const cell = (key: 'par' | 'yards' | 'handicap', h: CourseHoleDto) =>
    key === 'yards' ? formatCount(h.yards, i18n.locale) : h[key]
  const rows: Array<['par' | 'yards' | 'handicap', string]> = [
    ['par', t`Par`],
    ['yards', t`Yards`],
    ['handicap', t`Handicap`],
  ]
  return (
    <div className="game-table-wrap" role="region" aria-label={t`Course information`} tabIndex={0}>
      <table className="game-table course-holes">
        <caption className="visually-hidden">{t`Par and yardage per hole`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Hole`}</th>
            {out.map((h) => (
              <th key={h.hole} scope="col">
                {h.hole}
              </th>
            ))}
            <th scope="col">{t`Out`}</th>
            {back.map((h) => (
              <th key={h.hole} scope="col">
                {h.hole}
              </th>
            ))}
            <th scope="col">{t`In`}</th>
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {out.map((h) => (
                <td key={h.hole}>{cell(key, h)}</td>
              ))}
              <td className="course-holes__sum">{key === 'handicap' ? '' : formatCount(sum(out, key), i18n.locale)}</td>
              {back.map((h) => (
                <td key={h.hole}>{cell(key, h)}</td>
              ))}
              <td className="course-holes__sum">
                {key === 'handicap' ? '' : formatCount(sum(back, key), i18n.locale)}
              </td>
              <td className="course-holes__sum">
                {key === 'handicap' ? '' : formatCount(sum(holes, key), i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
