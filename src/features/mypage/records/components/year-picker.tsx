import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { RecordsView } from '../../tabs'

/** The season select of the records tab: the year is kept in the URL so a season can be shared and reopened. */
export function YearPicker({ years, year, view }: { years: number[]; year: number | null; view: RecordsView }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  if (years.length === 0) return null
  return (
    <select
      className="field__input my-records__year"
      value={year ?? ''}
      aria-label={t`Season`}
      onChange={(e) =>
        void navigate({
          to: '/member/mypage',
          search: { tab: 'records', ...(view === 'records' ? {} : { view }), year: Number(e.target.value) },
        })
      }
    >
      {years.map((y) => (
        <option key={y} value={y}>
          {y}
        </option>
      ))}
    </select>
  )
}
