import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { TicketPurchaseDto } from '@contract/tickets'
import { isApiError } from '@/api/client'
import { cancelTicketPurchase, ticketKeys } from '@/api/tickets'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'
import { formatWon } from '@/lib/money'
import {
  EMPTY_REFUND_ACCOUNT,
  RefundAccountFields,
  refundAccountOf,
  refundAccountProblems,
  type RefundAccountDraft,
} from './refund-account-fields'

/**
 * "Cancel" with a dialog that states the refund (docs/requirements/ticketing.md#tkt-7): the paid amount back to the
 * card or account, the coupon and the cash back to the wallet. One `Idempotency-Key` per purchase for the page's life,
 * so a double click or a retry after a lost answer refunds once. A paid virtual account first asks for the account
 * the refund is sent to.
 */
export function CancelButton({ purchase: p }: { purchase: TicketPurchaseDto }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const key = useRef(crypto.randomUUID())
  const needsAccount = p.method === 'vbank' && p.payableWon > 0
  const [account, setAccount] = useState<RefundAccountDraft | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const won = (n: number) => formatWon(n, i18n.locale)
  const cancel = useMutation({
    mutationFn: () => cancelTicketPurchase(p.id, key.current, account ? refundAccountOf(account) : undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.mine() }),
    onError: (error) => {
      // The server stored its refusal under this key; a corrected retry needs a new one. A lost answer keeps the key,
      // so repeating it cannot refund twice.
      if (!isApiError(error) || (error.kind !== 'network' && error.kind !== 'timeout'))
        key.current = crypto.randomUUID()
      const code = (error as { code?: string }).code
      void openPopup({ tone: 'error', message: errorText(i18n, code) ?? undefined })
    },
  })

  async function ask() {
    if (needsAccount && account === null) {
      setAccount(EMPTY_REFUND_ACCOUNT)
      return
    }
    if (account && Object.values(refundAccountProblems(account)).some(Boolean)) {
      setShowErrors(true)
      return
    }
    const parts = [
      needsAccount
        ? t`${won(p.payableWon)} is sent to the account you entered.`
        : t`${won(p.payableWon)} is refunded to your payment method.`,
    ]
    if (p.couponDiscountWon > 0) parts.push(t`The coupon returns to your coupon box.`)
    if (p.cashWon > 0) parts.push(t`${won(p.cashWon)} of cash returns to your balance.`)
    const sure = await openPopup({
      title: t`Cancel this purchase?`,
      message: `${parts.join(' ')} ${t`All ${p.quantity} tickets of this purchase stop working.`}`,
      confirmLabel: t`Cancel the purchase`,
      cancelLabel: t`Keep the tickets`,
    })
    if (sure) cancel.mutate()
  }

  return (
    <>
      {account ? <RefundAccountFields draft={account} onChange={setAccount} showErrors={showErrors} /> : null}
      <button type="button" className="btn" disabled={cancel.isPending} onClick={() => void ask()}>
        {account ? t`Cancel and refund to this account` : t`Cancel`}
      </button>
    </>
  )
}
