import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { checkCard } from '@/api/member-card'
import { isApiError } from '@/api/client'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { CheckFailure, CodeDesk } from '@/components/qr-scanner/code-desk'
import { CheckResult } from './check-result'
import '../card-check.css'

/**
 * /staff/card-check: staff and affiliated partners check a member's card (docs/requirements/my-page.md#my-4), by
 * camera where the device has one, or by the typed short code. The server answers; the page only shows it.
 */
export function CardCheckPage() {
  const { t } = useLingui()
  useDocumentTitle(t`Membership card check`)
  const check = useMutation({ mutationFn: checkCard })
  const { mutate } = check
  const onCheck = useCallback((code: string) => mutate(code), [mutate])
  return (
    <div className="container card-check">
      <header className="card-check__head">
        <h1 className="card-check__title">
          <Trans>Membership card check</Trans>
        </h1>
        <p className="card-check__lead">
          <Trans>Scan the QR code on the member's phone, or type the code shown under it.</Trans>
        </p>
      </header>
      <div className="card-check__body">
        <CodeDesk
          label={<Trans>Code to type</Trans>}
          placeholder="1234-56-ABCD-EFGH"
          cameraFailure={
            <Trans>The camera could not be opened. Type the code shown under the member's QR instead.</Trans>
          }
          maxLength={120}
          capitals
          pending={check.isPending}
          onCheck={onCheck}
        />
        {check.isError ? (
          <CheckFailure code={isApiError(check.error) ? check.error.code : null} />
        ) : check.data ? (
          <CheckResult result={check.data} />
        ) : null}
      </div>
    </div>
  )
}
