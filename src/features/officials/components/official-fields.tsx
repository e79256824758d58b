import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { REASON_MAX } from '@contract/officials'
import { FormField } from '@/components/form/form-field'

interface ReasonFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** The official pressed the action without one: every call that changes a result needs a reason (OF-9). */
  missing?: boolean
}

/** The reason every officials' call carries into the audit (docs/requirements/officials.md#of-9). */
export function ReasonField({ label, value, onChange, missing }: ReasonFieldProps) {
  const { t } = useLingui()
  return (
    <FormField
      name="reason"
      label={label}
      value={value}
      onChange={onChange}
      maxLength={REASON_MAX}
      error={missing ? t`Enter the reason first.` : null}
    />
  )
}

/** A hole number, kept within 1 to 18 as it is typed. */
export function HoleField({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (hole: number) => void
}) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={18}
        value={value}
        onChange={(e) => onChange(Math.max(1, Math.min(18, Number(e.target.value) || 1)))}
      />
    </div>
  )
}
