import { useLingui } from '@lingui/react/macro'
import type { RefundAccount } from '@contract/payments'
import { FormField } from '@/components/form/form-field'

export interface RefundAccountDraft {
  bank: string
  accountNumber: string
  holder: string
}

export const EMPTY_REFUND_ACCOUNT: RefundAccountDraft = { bank: '', accountNumber: '', holder: '' }

/** The same rules as contract/payments.ts refundAccountSchema, checked before the dialog so a typo is named. */
export function refundAccountProblems(draft: RefundAccountDraft) {
  return {
    bank: draft.bank.trim() === '',
    accountNumber: !/^\d{6,20}$/.test(draft.accountNumber.replace(/[\s-]/g, '')),
    holder: draft.holder.trim() === '',
  }
}

export function refundAccountOf(draft: RefundAccountDraft): RefundAccount {
  return {
    bank: draft.bank.trim(),
    accountNumber: draft.accountNumber.replace(/[\s-]/g, ''),
    holder: draft.holder.trim(),
  }
}

/**
 * A paid virtual account is refunded by bank transfer, so its cancellation asks where to send the money (the payment
 * door refuses it without an account: docs/decisions/0053-payment-door.md).
 */
export function RefundAccountFields({
  draft,
  onChange,
  showErrors,
}: {
  draft: RefundAccountDraft
  onChange: (next: RefundAccountDraft) => void
  showErrors: boolean
}) {
  const { t } = useLingui()
  const problems = refundAccountProblems(draft)
  const error = (bad: boolean, text: string) => (showErrors && bad ? text : null)
  return (
    <fieldset className="my-ticket__refund">
      <legend>{t`Account to receive the refund`}</legend>
      <FormField
        name="refund-bank"
        label={t`Bank`}
        value={draft.bank}
        onChange={(bank) => onChange({ ...draft, bank })}
        required
        error={error(problems.bank, t`Enter the bank.`)}
      />
      <FormField
        name="refund-account-number"
        label={t`Account number`}
        value={draft.accountNumber}
        onChange={(accountNumber) => onChange({ ...draft, accountNumber })}
        inputMode="numeric"
        maxLength={30}
        required
        error={error(problems.accountNumber, t`Enter 6 to 20 digits.`)}
      />
      <FormField
        name="refund-holder"
        label={t`Account holder`}
        value={draft.holder}
        onChange={(holder) => onChange({ ...draft, holder })}
        required
        error={error(problems.holder, t`Enter the account holder.`)}
      />
    </fieldset>
  )
}
