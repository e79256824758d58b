import { useLingui } from '@lingui/react/macro'
import { useId, useMemo } from 'react'
import type { GameShotsDto } from '@contract/game-shots'
import { shotOptions, type ShotFilter } from './shot-model'

interface Props {
  shots: GameShotsDto
  filter: ShotFilter
  onChange: (filter: ShotFilter) => void
  lieName: (code: number) => string
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: Array<[string, string]>
  onChange: (v: string) => void
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="game-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`All`}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Hole, round, year, club and result filters of the per-shot table; options come from the data. */
export function ShotFilters({ shots, filter, onChange, lieName }: Props) {
  const { t } = useLingui()
  const o = useMemo(() => shotOptions(shots), [shots])
  const num = (v: string) => (v === '' ? undefined : Number(v))
  const str = (v: number | string | undefined) => (v === undefined ? '' : String(v))
  return (
    <div className="game-toolbar shot-filters">
      <Choice
        label={t`Hole`}
        value={str(filter.hole)}
        options={Array.from({ length: 18 }, (_, i) => [String(i + 1), String(i + 1)])}
        onChange={(v) => onChange({ ...filter, hole: num(v) })}
      />
      <Choice
        label={t`Round`}
        value={str(filter.round)}
        options={o.rounds.map((r) => [String(r), String(r)])}
        onChange={(v) => onChange({ ...filter, round: num(v) })}
      />
      <Choice
        label={t`Year`}
        value={str(filter.year)}
        options={o.years.map((y) => [String(y), String(y)])}
        onChange={(v) => onChange({ ...filter, year: num(v) })}
      />
      <Choice
        label={t`Club`}
        value={str(filter.club)}
        options={o.clubs.map((c) => [c, c])}
        onChange={(v) => onChange({ ...filter, club: v === '' ? undefined : v })}
      />
      <Choice
        label={t`Result`}
        value={str(filter.result)}
        options={o.results.map((r) => [String(r), lieName(r)])}
        onChange={(v) => onChange({ ...filter, result: num(v) })}
      />
    </div>
  )
}
