/**
 * The purchase form's selection rules (docs/requirements/ticketing.md#tkt-3, #tkt-4), pure so the form and its tests
 * share them: changing the ticket or the quantity cancels the coupon and the cash; using a coupon resets the cash; a
 * coupon needs a selected ticket and a code, cash a selected ticket and an amount. Amounts stay the server's to decide
 * (domain/tickets/pricing.ts); this only keeps what the buyer asked for.
 */
export type TicketPayMethod = 'card' | 'vbank'

export interface TicketSelection {
  productId: number | null
  quantity: number
  method: TicketPayMethod | null
  /** The coupon the buyer applied (null for none). */
  couponCode: string | null
  /** Cash the buyer asked to use, in won; the quote may cap it ("the maximum applies"). */
  cashWon: number
  /** Why coupon or cash just went away, so the form can say so once. */
  notice: SelectionNotice | null
}

export type SelectionNotice = 'discounts_cleared' | 'cash_reset'

export type SelectionAction =
  /** `maxQuantity`: what the new ticket allows (its per-member limit, what is left); the quantity comes down to it. */
  | { type: 'product'; productId: number | null; maxQuantity?: number }
  | { type: 'quantity'; quantity: number }
  | { type: 'method'; method: TicketPayMethod | null }
  | { type: 'coupon'; code: string }
  | { type: 'remove_coupon' }
  | { type: 'cash'; won: number }
  | { type: 'remove_cash' }
  | { type: 'dismiss_notice' }

export const MAX_TICKETS_PER_PURCHASE = 20

export const emptySelection: TicketSelection = {
  productId: null,
  quantity: 1,
  method: null,
  couponCode: null,
  cashWon: 0,
  notice: null,
}

const hadDiscount = (s: TicketSelection) => s.couponCode !== null || s.cashWon > 0

/** Ticket or quantity changed: coupon and cash are cancelled (said only when there was something to cancel). */
function clearDiscounts(s: TicketSelection): TicketSelection {
  return { ...s, couponCode: null, cashWon: 0, notice: hadDiscount(s) ? 'discounts_cleared' : s.notice }
}

/** How many of a ticket one purchase may ask for: its per-member limit, what is left, and the form's own cap. */
export const maxQuantityOf = (p: { perMemberLimit: number; leftCount: number }) =>
  Math.max(1, Math.min(MAX_TICKETS_PER_PURCHASE, p.perMemberLimit, p.leftCount))

export function selectionReducer(state: TicketSelection, action: SelectionAction): TicketSelection {
  switch (action.type) {
    case 'product': {
      if (action.productId === state.productId) return state
      const quantity = Math.max(1, Math.min(state.quantity, action.maxQuantity ?? MAX_TICKETS_PER_PURCHASE))
      return { ...clearDiscounts(state), productId: action.productId, quantity }
    }
    case 'quantity': {
      const quantity = Math.min(MAX_TICKETS_PER_PURCHASE, Math.max(1, Math.trunc(action.quantity) || 1))
      if (quantity === state.quantity) return state
      return { ...clearDiscounts(state), quantity }
    }
    case 'method':
      return { ...state, method: action.method }
    case 'coupon': {
      if (state.productId === null || action.code.trim() === '') return state
      return {
        ...state,
        couponCode: action.code.trim(),
        cashWon: 0,
        notice: state.cashWon > 0 ? 'cash_reset' : null,
      }
    }
    case 'remove_coupon':
      return { ...state, couponCode: null, notice: null }
    case 'cash':
      if (state.productId === null || !Number.isInteger(action.won) || action.won <= 0) return state
      return { ...state, cashWon: action.won, notice: null }
    case 'remove_cash':
      return { ...state, cashWon: 0, notice: null }
    case 'dismiss_notice':
      return { ...state, notice: null }
  }
}

/** What is wrong with applying a coupon now, or null (TKT-4: a selected ticket and a code). */
export function couponProblem(state: TicketSelection, code: string): 'select_ticket' | 'enter_code' | null {
  if (state.productId === null) return 'select_ticket'
  if (code.trim() === '') return 'enter_code'
  return null
}

/** What is wrong with using cash now, or null (TKT-4: a selected ticket and an amount). */
export function cashProblem(state: TicketSelection, won: number): 'select_ticket' | 'enter_amount' | null {
  if (state.productId === null) return 'select_ticket'
  if (!Number.isInteger(won) || won <= 0) return 'enter_amount'
  return null
}

/** The selection step's required fields that are still missing (TKT-3: ticket, course/day, payment method). */
export function missingChoices(state: TicketSelection): Array<'ticket' | 'method'> {
  const missing: Array<'ticket' | 'method'> = []
  if (state.productId === null) missing.push('ticket')
  if (state.method === null) missing.push('method')
  return missing
}
