import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ReportReceiptDto } from '@contract/clean'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { CleanBand } from './clean-band'
import { ReportForm } from './report-form'
import { ReportGuide } from './report-guide'
import { ReportReceipt } from './report-receipt'
import '../clean.css'

/** /cleans/report/: the reporting form, then the receipt; beside it what happens to a report. */
export function ReportPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Report misconduct · Clean centre`)
  const [receipt, setReceipt] = useState<ReportReceiptDto | null>(null)
  return (
    <>
      <CleanBand title={<Trans>Report misconduct</Trans>} current="/cleans/report/" />
      <div className="container clean-body clean-split">
        <div className="clean-split__main">
          {receipt ? (
            <ReportReceipt receipt={receipt} onAnother={() => setReceipt(null)} />
          ) : (
            <ReportForm onSent={setReceipt} />
          )}
        </div>
        <ReportGuide />
      </div>
    </>
  )
}
