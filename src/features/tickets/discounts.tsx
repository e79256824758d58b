import { Trans, useLingui } from '@lingui/react/macro'
import { type Dispatch, type FormEvent, useId, useState } from 'react'
import type { TicketQuoteDto } from '@contract/tickets'
import { cashProblem, couponProblem, type SelectionAction, type TicketSelection } from '@domain/tickets/selection'
import { quoteTickets } from '@/api/tickets'
import { openPopup } from '@/components/ui/popup-store'
import { formatWon } from '@/lib/money'
import { codeOf, ticketErrorText } from './purchase-errors'
import './discounts.css'

interface DiscountsProps {
  selection: TicketSelection
  dispatch: Dispatch<SelectionAction>
  quote: TicketQuoteDto | null
}

/**
 * Coupon and cash exactly as docs/requirements/ticketing.md#tkt-4 says: each needs a selected ticket (and a code or an
 * amount); the server says whether a coupon is valid and asks, through this form, before a discount above the ticket
 * price is used; cash above what is left applies the maximum.
 */
export function Discounts({ selection, dispatch, quote }: DiscountsProps) {
  const { t, i18n } = useLingui()
  const won = (n: number) => formatWon(n, i18n.locale)
  const couponId = useId()
  const cashId = useId()
  const [code, setCode] = useState('')
  const [cash, setCash] = useState('')
  const [couponError, setCouponError] = useState<string | null>(null)
  const [cashError, setCashError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)

  async function applyCoupon(event: FormEvent) {
    event.preventDefault()
    const problem = couponProblem(selection, code)
    if (problem) {
      setCouponError(problem === 'select_ticket' ? t`Please select a ticket first.` : t`Please enter the coupon code.`)
      return
    }
    setCouponError(null)
    setChecking(true)
    try {
      const probe = await quoteTickets({
        productId: selection.productId!,
        quantity: selection.quantity,
        couponCode: code.trim(),
        cashWon: 0,
      })
      if (probe.couponAboveTicket) {
        const face = won(probe.couponFaceWon)
        const price = won(probe.unitPriceWon)
        const use = await openPopup({
          title: t`Use this coupon?`,
          message: t`The coupon's discount (${face}) is more than the ticket price (${price}). If you use it, it takes \
off at most the ticket price and the rest is not refunded.`,
          confirmLabel: t`Use the coupon`,
          cancelLabel: t`Cancel`,
        })
        if (!use) return
      }
      dispatch({ type: 'coupon', code })
      setCode('')
    } catch (error) {
      setCouponError(codeOf(error) === 'INVALID_COUPON' ? t`Invalid coupon.` : ticketErrorText(i18n, error))
    } finally {
      setChecking(false)
    }
  }

  function applyCash(event: FormEvent) {
    event.preventDefault()
    const amount = Number(cash.replace(/[,\s]/g, ''))
    const problem = cashProblem(selection, amount)
    if (problem) {
      setCashError(problem === 'select_ticket' ? t`Please select a ticket first.` : t`Please enter the cash to use.`)
      return
    }
    setCashError(null)
    dispatch({ type: 'cash', won: amount })
    setCash('')
  }

  return (
    <fieldset className="ticket-discounts">
      <legend className="ticket-step__legend">{t`Coupon and cash`}</legend>
      {selection.couponCode ? (
        <p className="ticket-discounts__applied">
          <span>
            <Trans>
              Coupon {selection.couponCode}: −{won(quote?.couponDiscountWon ?? 0)}
            </Trans>
          </span>
          <button type="button" className="btn btn--sm" onClick={() => dispatch({ type: 'remove_coupon' })}>
            {t`Remove coupon`}
          </button>
        </p>
      ) : (
        <form className="field" onSubmit={(e) => void applyCoupon(e)} noValidate>
          <label className="field__label" htmlFor={couponId}>{t`Coupon code`}</label>
          <div className="field__row">
            <input
              id={couponId}
              className="field__input"
              value={code}
              autoComplete="off"
              aria-invalid={couponError ? true : undefined}
              aria-describedby={couponError ? `${couponId}-error` : undefined}
              onChange={(e) => setCode(e.target.value)}
            />
            <button type="submit" className="btn" disabled={checking}>
              {t`Apply coupon`}
            </button>
          </div>
          {couponError ? (
            <p id={`${couponId}-error`} className="field__error" role="alert">
              {couponError}
            </p>
          ) : null}
        </form>
      )}
      {selection.cashWon > 0 ? (
        <div className="ticket-discounts__applied">
          <span>
            <Trans>Cash: −{won(quote?.cashWon ?? selection.cashWon)}</Trans>
          </span>
          <button type="button" className="btn btn--sm" onClick={() => dispatch({ type: 'remove_cash' })}>
            {t`Remove cash`}
          </button>
          {quote?.cashCapped ? (
            <p className="ticket-discounts__note" role="status">
              <Trans>You asked for more than is left to pay, so the maximum applies: {won(quote.cashWon)}.</Trans>
            </p>
          ) : null}
        </div>
      ) : (
        <form className="field" onSubmit={applyCash} noValidate>
          <label className="field__label" htmlFor={cashId}>{t`Cash to use (won)`}</label>
          <div className="field__row">
            <input
              id={cashId}
              className="field__input"
              inputMode="numeric"
              value={cash}
              aria-invalid={cashError ? true : undefined}
              aria-describedby={`${cashId}-hint${cashError ? ` ${cashId}-error` : ''}`}
              onChange={(e) => setCash(e.target.value.replace(/[^\d,]/g, ''))}
            />
            <button type="submit" className="btn">
              {t`Use cash`}
            </button>
          </div>
          <p id={`${cashId}-hint`} className="field__hint">
            {quote && quote.cashBalanceWon > 0
              ? t`Your cash balance: ${won(quote.cashBalanceWon)}`
              : t`Cash pays what is left after the coupon.`}
          </p>
          {cashError ? (
            <p id={`${cashId}-error`} className="field__error" role="alert">
              {cashError}
            </p>
          ) : null}
        </form>
      )}
      {selection.notice ? (
        <p className="ticket-discounts__notice" role="status">
          {selection.notice === 'cash_reset'
            ? t`Using a coupon reset the cash. Enter the cash again if you want to use it.`
            : t`The ticket or quantity changed, so the coupon and cash were cancelled. Apply them again.`}
        </p>
      ) : null}
    </fieldset>
  )
}
