import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import './consent-list.css'

export interface ConsentText<K extends string> {
  key: K
  title: MessageDescriptor
  body: MessageDescriptor
}

interface ConsentListProps<K extends string> {
  items: ReadonlyArray<ConsentText<K>>
  values: Record<K, boolean>
  onChange: (next: Record<K, boolean>) => void
  legend: string
  className?: string
  legendClassName?: string
}

export const allConsented = <K extends string>(items: ReadonlyArray<{ key: K }>, values: Record<K, boolean>) =>
  items.every((item) => values[item.key])

/** Required terms with "agree to all" and each one, each with its short text to expand (a purchase, an application). */
export function ConsentList<K extends string>(props: ConsentListProps<K>) {
  const { items, values, onChange, legend, className, legendClassName } = props
  const { t, i18n } = useLingui()
  const setAll = (value: boolean) =>
    onChange(Object.fromEntries(items.map((item) => [item.key, value])) as Record<K, boolean>)
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      <label className="consent-list__item consent-list__item--all">
        <input type="checkbox" checked={allConsented(items, values)} onChange={(e) => setAll(e.target.checked)} />
        <span>{t`Agree to all terms`}</span>
      </label>
      {items.map((c) => (
        <div key={c.key} className="consent-list__item">
          <label className="consent-list__check">
            <input
              type="checkbox"
              checked={values[c.key]}
              onChange={(e) => onChange({ ...values, [c.key]: e.target.checked })}
            />
            <span>{i18n._(c.title)}</span>
          </label>
          <details className="consent-list__details">
            <summary>{t`Read`}</summary>
            <p>{i18n._(c.body)}</p>
          </details>
        </div>
      ))}
    </fieldset>
  )
}
