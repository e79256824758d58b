import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useReducer, useState } from 'react'
import type { TicketContact, TicketProductDto } from '@contract/tickets'
import { emptySelection, selectionReducer } from '@domain/tickets/selection'
import { memberDetailQueryOptions } from '@/api/member'
import { formatWon } from '@/lib/money'
import { allAgreed, type Consents, ConsentsStep, noConsents } from './consents-step'
import { type ContactDraft, ContactStep } from './contact-step'
import { Discounts } from './discounts'
import { PriceSummary } from './price-summary'
import { ticketErrorText } from './purchase-errors'
import { PurchaseSteps, type PurchaseStep } from './purchase-steps'
import { SelectionStep } from './selection-step'
import { usePurchase } from './use-purchase'
import { useQuote } from './use-quote'

interface PurchaseFormProps {
  gameId: number
  products: TicketProductDto[]
  /** The waiting room's admission, sent with the purchase; null when the room is off. */
  queueToken: string | null
  onQueueAgain: () => void
}

/** The purchase in three steps (docs/requirements/ticketing.md#tkt-3): selection, terms, confirmation and payment. */
export function PurchaseForm({ gameId, products, queueToken, onQueueAgain }: PurchaseFormProps) {
  const { t, i18n } = useLingui()
  const [step, setStep] = useState<PurchaseStep>('select')
  const [selection, dispatch] = useReducer(selectionReducer, emptySelection)
  const [consents, setConsents] = useState<Consents>(noConsents)
  const member = useQuery(memberDetailQueryOptions())
  const [draft, setDraft] = useState<ContactDraft | null>(null)
  const product = products.find((p) => p.id === selection.productId) ?? null
  const { quote, confirmed, server } = useQuote(selection, product?.priceWon ?? null)
  const purchase = usePurchase(gameId, {
    onAmountChanged: () => void server.refetch(),
    onQueueAgain,
    onCouponRefused: () => dispatch({ type: 'remove_coupon' }),
  })
  const contact: ContactDraft = draft ?? {
    mobile: member.data?.mobile ?? '',
    email: member.data?.email ?? '',
    address: [member.data?.address, member.data?.addressDetail].filter(Boolean).join(' '),
    birthDate: member.data?.birthDate ?? '',
  }

  function pay(confirmedContact: TicketContact) {
    if (!product || !confirmed || !selection.method) return
    purchase.mutate({
      productId: product.id,
      quantity: selection.quantity,
      method: selection.method,
      couponCode: selection.couponCode,
      cashWon: selection.cashWon,
      consents,
      contact: confirmedContact,
      expectedPayableWon: confirmed.payableWon,
      queueToken,
    })
  }

  const blockedReason = !allAgreed(consents)
    ? t`Agree to all four terms to continue to payment.`
    : !confirmed
      ? t`Checking the amount…`
      : null
  const payLabel =
    confirmed && confirmed.payableWon === 0
      ? t`Complete the purchase`
      : t`Pay ${formatWon(confirmed?.payableWon ?? quote?.payableWon ?? 0, i18n.locale)}`

  return (
    <div className="ticket-purchase">
      <PurchaseSteps current={step} />
      <div className="ticket-purchase__body">
        <div className="ticket-purchase__main">
          {step === 'select' ? (
            <SelectionStep
              products={products}
              selection={selection}
              dispatch={dispatch}
              onNext={() => setStep('consent')}
            >
              <Discounts selection={selection} dispatch={dispatch} quote={quote} />
            </SelectionStep>
          ) : step === 'consent' ? (
            <ConsentsStep
              consents={consents}
              onChange={setConsents}
              onBack={() => setStep('select')}
              onNext={() => setStep('confirm')}
            />
          ) : product ? (
            <ContactStep
              product={product}
              draft={contact}
              onChange={setDraft}
              onBack={() => setStep('consent')}
              onPay={pay}
              payLabel={payLabel}
              blockedReason={blockedReason}
              busy={purchase.isPending}
            >
              {purchase.isError ? (
                <p className="ticket-step__failure" role="alert">
                  {ticketErrorText(i18n, purchase.error)}
                </p>
              ) : null}
            </ContactStep>
          ) : null}
        </div>
        <aside className="ticket-purchase__aside" aria-label={t`Your selection`}>
          {product ? (
            <p className="ticket-purchase__chosen">
              <Trans>
                {i18n.locale === 'en' ? product.nameEn : product.nameKo} × {selection.quantity}
              </Trans>
            </p>
          ) : (
            <p className="ticket-purchase__chosen ticket-purchase__chosen--none">{t`No ticket selected yet.`}</p>
          )}
          <PriceSummary quote={product ? quote : null} confirmed={confirmed !== null} />
          {server.isError && product ? (
            <p className="ticket-step__failure" role="alert">
              {ticketErrorText(i18n, server.error)}
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  )
}
