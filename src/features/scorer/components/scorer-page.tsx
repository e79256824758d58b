import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useScorerCredential } from '../hooks/use-scorer-credential'
import { useSentLog } from '../hooks/use-sent-log'
import type { ScorerSelection, SelectScorer } from '../selection'
import { ScorerFlow } from './scorer-flow'
import { SentList } from './sent-list'
import { TokenForm } from './token-form'
import './scorer-page.css'

interface ScorerPageProps {
  selection: ScorerSelection
  onSelect: SelectScorer
  /** The start-up session check (router context): a logged-in scorer sends with the login. */
  sessionReady: Promise<unknown>
}

/**
 * /scorer: an official enters a tee group's hole scores on a phone (docs/decisions/0018-scorer-page.md).
 * A logged-in scorer sends with the login; anyone else enters a token (docs/decisions/0044). The flow
 * stays mounted while the token prompt shows, so a refused token loses no entered scores.
 */
export function ScorerPage({ selection, onSelect, sessionReady }: ScorerPageProps) {
  const { t } = useLingui()
  useDocumentTitle(t`Score input`)
  const { credential, checking, refused, save, forget, markRefused } = useScorerCredential(sessionReady)
  const log = useSentLog()
  const scorerName = credential?.kind === 'login' ? credential.name : ''

  return (
    <div className="scorer">
      <header className="scorer__head">
        <h1 className="scorer__title">
          <Trans>Score input</Trans>
        </h1>
        {credential?.kind === 'token' ? (
          <button type="button" className="btn btn--quiet scorer__forget" onClick={forget}>
            <Trans>Forget token</Trans>
          </button>
        ) : null}
        {credential?.kind === 'login' ? (
          <span className="scorer__who">
            <Trans>Scoring as {scorerName}</Trans>
          </span>
        ) : null}
      </header>
      {checking && !credential ? (
        <p className="scorer-note" role="status">
          <Trans>Checking your login…</Trans>
        </p>
      ) : credential ? null : (
        <TokenForm refused={refused} onSave={save} />
      )}
      <div className="scorer__flow" hidden={!credential}>
        <ScorerFlow
          selection={selection}
          onSelect={onSelect}
          credential={credential}
          sent={log.entries}
          onSent={log.add}
          onTokenRefused={markRefused}
        />
      </div>
      <SentList entries={log.entries} />
    </div>
  )
}
