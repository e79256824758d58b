import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { LIVE_PACES_MS, type ConnectionState } from '@/api/live/use-live-leaderboard'
import { seoulTime } from '@/lib/board-format'
import './live-board-status.css'

interface LiveBoardStatusProps {
  /** "Round 2", "Final", "Playoff". */
  stage: string | null
  connection: ConnectionState
  lastUpdated: Date | null
  paused: boolean
  onPausedChange: (paused: boolean) => void
  pace: number
  onPaceChange: (pace: number) => void
}

/** "Last updated", the connection, and the reader's controls: pause and update pace. */
export function LiveBoardStatus(props: LiveBoardStatusProps) {
  const { connection, lastUpdated, paused, pace } = props
  const { t } = useLingui()
  const paceId = useId()
  const paceLabels: Record<number, string> = {
    30_000: t`Every 30 s`,
    60_000: t`Every minute`,
    180_000: t`Every 3 minutes`,
  }
  const connectionText: Record<ConnectionState, string> = {
    connecting: t`Connecting…`,
    live: t`Live`,
    reconnecting: t`Reconnecting…`,
    offline: t`Offline — showing the last board`,
  }
  return (
    <div className="live-status">
      <p
        className={`live-status__conn live-status__conn--${paused ? 'paused' : connection}`}
        data-connection={connection}
      >
        <span className="live-status__dot" aria-hidden="true" />
        {paused ? <Trans>Paused</Trans> : connectionText[connection]}
      </p>
      {props.stage ? <p className="live-status__stage">{props.stage}</p> : null}
      <p className="live-status__updated">
        {lastUpdated ? (
          <Trans>
            Last updated <time dateTime={lastUpdated.toISOString()}>{seoulTime(lastUpdated)}</time>
          </Trans>
        ) : null}
      </p>
      <div className="live-status__controls">
        <label htmlFor={paceId} className="visually-hidden">
          <Trans>Update pace</Trans>
        </label>
        <select
          id={paceId}
          className="live-status__pace"
          value={pace}
          onChange={(e) => props.onPaceChange(Number(e.target.value))}
        >
          {LIVE_PACES_MS.map((ms) => (
            <option key={ms} value={ms}>
              {paceLabels[ms] ?? `${ms / 1000} s`}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn--sm"
          aria-pressed={paused}
          onClick={() => props.onPausedChange(!paused)}
        >
          {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
        </button>
      </div>
    </div>
  )
}
