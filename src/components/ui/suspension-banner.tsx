import { Trans, useLingui } from '@lingui/react/macro'
import type { PlaySuspension } from '@contract/leaderboard'
import { seoulClock } from '@domain/time'
import './suspension-banner.css'

/**
 * "Play suspended: darkness · since 17:42", on every board while officials have play suspended
 * (docs/requirements/officials.md#of-4). The broadcast page renders it too, so it stays tiny: no icons, the one Seoul
 * clock of @domain/time, and its messages are in the broadcast catalog (vite.config.ts).
 */
export function SuspensionBanner({ suspension, className }: { suspension: PlaySuspension | null; className?: string }) {
  const { t } = useLingui()
  if (!suspension) return null
  const text: Record<PlaySuspension['reason'], string> = {
    darkness: t`Play suspended: darkness`,
    weather: t`Play suspended: weather`,
    lightning: t`Play suspended: lightning`,
    other: t`Play suspended: other reasons`,
  }
  const time = seoulClock(suspension.since)
  return (
    <p className={`suspension${className ? ` ${className}` : ''}`} role="status" data-reason={suspension.reason}>
      <strong className="suspension__what">{text[suspension.reason]}</strong>
      <span className="suspension__since">
        <Trans>
          Round {suspension.round} · since <time dateTime={suspension.since}>{time}</time>
        </Trans>
      </span>
    </p>
  )
}
