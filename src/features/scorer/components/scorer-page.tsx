import { Trans, useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useScorerToken } from '../hooks/use-scorer-token'
import { useSentLog } from '../hooks/use-sent-log'
import type { ScorerSelection, SelectScorer } from '../selection'
import { ScorerFlow } from './scorer-flow'
import { SentList } from './sent-list'
import { TokenForm } from './token-form'
import '../scorer.css'

/**
 * /scorer: an official enters a tee group's hole scores on a phone (docs/decisions/0018-scorer-page.md).
 * The flow stays mounted while the token prompt shows, so a refused token loses no entered scores.
 */
export function ScorerPage({ selection, onSelect }: { selection: ScorerSelection; onSelect: SelectScorer }) {
  const { t } = useLingui()
  useDocumentTitle(t`Score input`)
  const { token, refused, save, forget, markRefused } = useScorerToken()
  const log = useSentLog()

  return (
    <div className="scorer">
      <header className="scorer__head">
        <h1 className="scorer__title">
          <Trans>Score input</Trans>
        </h1>
        {token ? (
          <button type="button" className="btn btn--quiet scorer__forget" onClick={forget}>
            <Trans>Forget token</Trans>
          </button>
        ) : null}
      </header>
      {token ? null : <TokenForm refused={refused} onSave={save} />}
      <div className="scorer__flow" hidden={!token}>
        <ScorerFlow
          selection={selection}
          onSelect={onSelect}
          token={token}
          sent={log.entries}
          onSent={log.add}
          onTokenRefused={markRefused}
        />
      </div>
      <SentList entries={log.entries} />
    </div>
  )
}
