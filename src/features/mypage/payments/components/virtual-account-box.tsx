import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatDayTime } from '@/features/mypage/format'
import { formatWon } from '@/lib/money'

interface Account {
  bank: string
  accountNumber: string
  holder: string
  dueAt: string
}

/** Where to send the money: bank, account number (with a copy button), holder, amount and deadline. */
export function VirtualAccountBox({ account, amount }: { account: Account; amount: number }) {
  const { t, i18n } = useLingui()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <dl className="pay-vbank">
      <div>
        <dt>
          <Trans>Bank</Trans>
        </dt>
        <dd>{account.bank}</dd>
      </div>
      <div>
        <dt>
          <Trans>Account number</Trans>
        </dt>
        <dd className="pay-vbank__number">
          <span className="num">{account.accountNumber}</span>
          <button
            type="button"
            className="btn btn--sm"
            onClick={() => void copy()}
            aria-label={t`Copy the account number`}
          >
            {copied ? <Trans>Copied</Trans> : <Trans>Copy</Trans>}
          </button>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Account holder</Trans>
        </dt>
        <dd>{account.holder}</dd>
      </div>
      <div>
        <dt>
          <Trans>Amount to deposit</Trans>
        </dt>
        <dd className="num">{formatWon(amount, i18n.locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Deposit by</Trans>
        </dt>
        <dd>{formatDayTime(account.dueAt, i18n.locale)}</dd>
      </div>
    </dl>
  )
}
