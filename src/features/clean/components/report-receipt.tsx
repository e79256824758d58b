import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ReportReceiptDto } from '@contract/clean'
import { Icon } from '@/components/ui/icons'
import { seoulDateTime } from '@domain/time'

/** The answer to a report: the receipt number to keep, and what comes next. */
export function ReportReceipt({ receipt, onAnother }: { receipt: ReportReceiptDto; onAnother: () => void }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  const [copied, setCopied] = useState<boolean | null>(null)
  // The form is gone: the heading takes the focus so a screen reader announces the outcome.
  useEffect(() => {
    heading.current?.focus()
    heading.current?.scrollIntoView?.({ block: 'center' })
  }, [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(receipt.receiptNo)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const received = seoulDateTime(receipt.receivedAt)
  return (
    <section className="clean-card clean-receipt" aria-labelledby="receipt-title">
      <span className="clean-receipt__icon" aria-hidden="true">
        <Icon name="shield" />
      </span>
      <h2 id="receipt-title" className="clean-card__title" tabIndex={-1} ref={heading}>
        <Trans>Your report has been received</Trans>
      </h2>
      <p className="clean-receipt__label">
        <Trans>Receipt number</Trans>
      </p>
      <p className="clean-receipt__number" data-testid="receipt-number">
        {receipt.receiptNo}
      </p>
      <p className="clean-receipt__time">
        <Trans>Received {received} (Seoul time)</Trans>
      </p>
      <div className="clean-receipt__actions">
        <button type="button" className="btn" onClick={() => void copy()}>
          <Trans>Copy the number</Trans>
        </button>
        <button type="button" className="btn btn--quiet" onClick={onAnother}>
          <Trans>Send another report</Trans>
        </button>
      </div>
      <p className="clean-receipt__copied" role="status">
        {copied === true
          ? t`Copied.`
          : copied === false
            ? t`Copying is not available here; please write the number down.`
            : ''}
      </p>
      <p className="clean-receipt__keep">
        <Trans>
          Write this number down or keep a screenshot: it is shown only once. Quote it whenever you contact the
          association about this report.
        </Trans>
      </p>
    </section>
  )
}
