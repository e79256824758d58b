import { Trans } from '@lingui/react/macro'

/** Says on every sandbox page that nothing here is real. */
export function SandboxBand() {
  return (
    <p className="sbx-band" role="note">
      <strong>
        <Trans>SANDBOX — no real money</Trans>
      </strong>{' '}
      <span>
        <Trans>This imitates a payment provider for testing and demonstrations.</Trans>
      </span>
    </p>
  )
}
