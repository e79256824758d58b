import { useLingui } from '@lingui/react/macro'
import { type Dispatch, type ReactNode, useState } from 'react'
import type { TicketProductDto } from '@contract/tickets'
import {
  maxQuantityOf,
  missingChoices,
  type SelectionAction,
  type TicketPayMethod,
  type TicketSelection,
} from '@domain/tickets/selection'
import { formatWon } from '@/lib/money'
import { inLanguage, ticketDayText, ticketKindText } from '@/lib/ticket-labels'

interface SelectionStepProps {
  products: TicketProductDto[]
  selection: TicketSelection
  dispatch: Dispatch<SelectionAction>
  onNext: () => void
  /** Coupon and cash, shown before the step's button. */
  children?: ReactNode
}

const buyable = (p: TicketProductDto) => p.onSale && p.leftCount > 0

/**
 * Step 1 (docs/requirements/ticketing.md#tkt-3): the ticket type, its day or course, the quantity and the payment
 * method, all required; a sold-out or closed ticket is shown but cannot be chosen.
 */
export function SelectionStep({ products, selection, dispatch, onNext, children }: SelectionStepProps) {
  const { t, i18n } = useLingui()
  const chosen = products.find((p) => p.id === selection.productId) ?? null
  const [kind, setKind] = useState<string | null>(chosen?.kind ?? null)
  const [tried, setTried] = useState(false)
  const kinds = [...new Set(products.map((p) => p.kind))]
  const ofKind = products.filter((p) => p.kind === kind)
  const most = chosen ? maxQuantityOf(chosen) : 1
  const missing = missingChoices(selection)
  const methods: Array<{ value: TicketPayMethod; label: string }> = [
    { value: 'card', label: t`Card` },
    { value: 'vbank', label: t`Virtual account` },
  ]

  function pickKind(next: string) {
    setKind(next)
    const only = products.filter((p) => p.kind === next && buyable(p))
    const one = only.length === 1 ? only[0]! : null
    dispatch({ type: 'product', productId: one?.id ?? null, ...(one ? { maxQuantity: maxQuantityOf(one) } : {}) })
  }

  return (
    <div className="ticket-step">
      <fieldset className="ticket-choice">
        <legend className="ticket-step__legend">{t`Ticket type`}</legend>
        <div className="ticket-choice__options">
          {kinds.map((k) => (
            <label key={k} className="ticket-option">
              <input type="radio" name="ticket-kind" checked={kind === k} onChange={() => pickKind(k)} />
              <span>{ticketKindText(i18n, k)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind ? (
        <fieldset className="ticket-choice">
          <legend className="ticket-step__legend">{t`Day and course`}</legend>
          <div className="ticket-choice__options ticket-choice__options--stacked">
            {ofKind.map((p) => (
              <label
                key={p.id}
                className="ticket-option ticket-option--product"
                data-disabled={!buyable(p) || undefined}
              >
                <input
                  type="radio"
                  name="ticket-product"
                  checked={selection.productId === p.id}
                  disabled={!buyable(p)}
                  onChange={() => dispatch({ type: 'product', productId: p.id, maxQuantity: maxQuantityOf(p) })}
                />
                <span className="ticket-option__text">
                  <strong>
                    {ticketDayText(i18n, p.day)} · {inLanguage(i18n, p.courseKo, p.courseEn)}
                  </strong>
                  <span className="ticket-option__meta">
                    {formatWon(p.priceWon, i18n.locale)} ·{' '}
                    {p.leftCount === 0 ? t`All tickets sold` : p.onSale ? t`${p.leftCount} left` : t`Not on sale now`}
                    {p.membersOnly ? ` · ${t`Association members only`}` : ''}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="ticket-choice ticket-choice--row">
        <label className="field">
          <span className="field__label">{t`Quantity`}</span>
          <select
            className="field__input ticket-quantity"
            value={selection.quantity}
            disabled={!chosen}
            onChange={(e) => dispatch({ type: 'quantity', quantity: Number(e.target.value) })}
          >
            {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {chosen ? <span className="field__hint">{t`Up to ${chosen.perMemberLimit} per member`}</span> : null}
        </label>
        <fieldset className="ticket-choice">
          <legend className="ticket-step__legend">{t`Payment method`}</legend>
          <div className="ticket-choice__options">
            {methods.map((m) => (
              <label key={m.value} className="ticket-option">
                <input
                  type="radio"
                  name="ticket-method"
                  checked={selection.method === m.value}
                  onChange={() => dispatch({ type: 'method', method: m.value })}
                />
                <span>{m.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {children}
      {tried && missing.length > 0 ? (
        <ul className="ticket-step__errors" role="alert">
          {missing.includes('ticket') ? <li>{t`Please select a ticket type and its day or course.`}</li> : null}
          {missing.includes('method') ? <li>{t`Please select a payment method.`}</li> : null}
        </ul>
      ) : null}
      <div className="ticket-step__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          onClick={() => {
            setTried(true)
            if (missing.length === 0) onNext()
          }}
        >
          {t`Next: terms`}
        </button>
      </div>
    </div>
  )
}
