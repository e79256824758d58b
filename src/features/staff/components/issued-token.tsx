import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import type { IssuedFeedToken } from '@contract/scorers'

/**
 * A token just issued: shown this once (the server keeps only its hash), with a copy button. It stays on
 * the page until staff confirm they have it.
 */
export function IssuedToken({ issued, onDone }: { issued: IssuedFeedToken; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null)
  const name = issued.name
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.token)
      setCopied('yes')
    } catch {
      // No clipboard (an insecure page, a refused permission): the token is selectable text.
      setCopied('no')
    }
  }
  return (
    <div className="staff-issued" role="status">
      <p className="staff-issued__title">
        <Trans>Token "{name}" issued. Copy it now: it is shown only this once.</Trans>
      </p>
      <code className="staff-issued__token">{issued.token}</code>
      <p className="staff-muted">
        <Trans>
          Send it in the Authorization header (Bearer) to POST /api/live/scores. It scores only this tournament until it
          is revoked.
        </Trans>
      </p>
      <div className="staff-issued__actions">
        <button type="button" className="btn btn--primary btn--sm" onClick={() => void copy()}>
          <Trans>Copy token</Trans>
        </button>
        <button type="button" className="btn btn--sm" onClick={onDone}>
          <Trans>I have kept it</Trans>
        </button>
        {copied === 'yes' ? (
          <span className="staff-muted">
            <Trans>Copied.</Trans>
          </span>
        ) : null}
        {copied === 'no' ? (
          <span className="staff-muted">
            <Trans>Could not copy: select the token and copy it by hand.</Trans>
          </span>
        ) : null}
      </div>
    </div>
  )
}
