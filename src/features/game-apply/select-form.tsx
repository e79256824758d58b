import { useLingui } from '@lingui/react/macro'
import { CADDIE_CHOICES, type CaddieChoice } from '@domain/applications/choices'
import { CADDIE_LABELS } from '@/lib/game-apply-labels'
import type { PayMethod } from './use-apply'

export interface SelectDraft {
  caddie: CaddieChoice
  mobile: string
  method: PayMethod
}

/** The contract's mobile rule (contract/game-apply.ts), checked here first so a typo never reaches the server. */
export const isMobile = (value: string) => /^01[016789]-?\d{3,4}-?\d{4}$/.test(value.trim())

interface SelectFormProps {
  draft: SelectDraft
  onChange: (next: SelectDraft) => void
  /** Without an entry fee there is nothing to choose about payment. */
  withPayment: boolean
  mobileError: string | null
}

/** The choices of an application (APP-8): the caddie, the contact number and how the entry fee is paid. */
export function SelectForm({ draft, onChange, withPayment, mobileError }: SelectFormProps) {
  const { t, i18n } = useLingui()
  return (
    <div className="apply-card apply-form">
      <fieldset className="apply-choice">
        <legend className="apply-card__title">{t`Caddie`}</legend>
        {CADDIE_CHOICES.map((c) => (
          <label key={c} className="apply-option">
            <input
              type="radio"
              name="caddie"
              checked={draft.caddie === c}
              onChange={() => onChange({ ...draft, caddie: c })}
            />
            <span>{i18n._(CADDIE_LABELS[c])}</span>
          </label>
        ))}
      </fieldset>
      <label className="apply-field">
        <span className="apply-card__title">{t`Contact mobile`}</span>
        <input
          className="field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={draft.mobile}
          aria-invalid={mobileError ? true : undefined}
          aria-describedby={mobileError ? 'apply-mobile-error' : undefined}
          onChange={(e) => onChange({ ...draft, mobile: e.target.value })}
        />
        {mobileError ? (
          <span id="apply-mobile-error" className="field__error">
            {mobileError}
          </span>
        ) : null}
      </label>
      {withPayment ? (
        <fieldset className="apply-choice">
          <legend className="apply-card__title">{t`Payment method`}</legend>
          <label className="apply-option">
            <input
              type="radio"
              name="method"
              checked={draft.method === 'card'}
              onChange={() => onChange({ ...draft, method: 'card' })}
            />
            <span>{t`Card`}</span>
          </label>
          <label className="apply-option">
            <input
              type="radio"
              name="method"
              checked={draft.method === 'vbank'}
              onChange={() => onChange({ ...draft, method: 'vbank' })}
            />
            <span>{t`Virtual account`}</span>
          </label>
        </fieldset>
      ) : null}
    </div>
  )
}
