import { Trans, useLingui } from '@lingui/react/macro'
import type { SentScore } from '../sent-scores'
import './sent-list.css'

/** What this tab sent, newest first, with the leaderboard version each score produced. */
export function SentList({ entries }: { entries: readonly SentScore[] }) {
  const { t } = useLingui()
  return (
    <section className="scorer-card scorer-sent" aria-labelledby="scorer-sent-title">
      <h2 id="scorer-sent-title" className="scorer-card__title">
        <Trans>Sent scores</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="scorer-note">
          <Trans>Nothing sent yet from this tab.</Trans>
        </p>
      ) : (
        <ol className="scorer-sent__list" aria-label={t`Sent scores, newest first`}>
          {entries.map((entry) => {
            const { hole, round, groupNo, strokes, version, playerName } = entry
            const putts = entry.putts
            return (
              <li key={entry.id} className="scorer-sent__item">
                <span className="scorer-sent__who">{playerName}</span>
                <span className="scorer-sent__what">
                  <Trans>
                    R{round} · group {groupNo} · hole {hole}: {strokes}
                  </Trans>
                  {putts !== null ? (
                    <>
                      {' '}
                      <Trans>({putts} putts)</Trans>
                    </>
                  ) : null}
                </span>
                <span className="scorer-sent__version">
                  {entry.correction ? (
                    <span className="scorer-badge">
                      <Trans>correction</Trans>
                    </span>
                  ) : null}
                  {/* A version number reads the same in every language, like a to-par figure. */}
                  <span className="scorer-sent__v">v{version}</span>
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
