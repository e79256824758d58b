import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { OFFICIAL_STATUSES, REASON_MAX, type OfficialGame, type OfficialStatus } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { STATUS_LABELS } from '../labels'
import { ActionDone } from './action-done'
import { OfficialFailure } from './official-failure'

type Player = OfficialGame['players'][number]

/**
 * A player's status (docs/requirements/officials.md#of-5): WD, RTD and DQ from the first hole not completed, DNS
 * before the first hole; each needs a reason, and so does undoing a mistaken one (both stay in the audit).
 */
export function PlayerStatusPanel({ game }: { game: OfficialGame }) {
  const active = game.players.filter((p) => p.status === 'active' && !p.missedCut)
  const withStatus = game.players.filter((p) => p.status !== 'active')
  return (
    <section className="staff-card" aria-labelledby="officials-status-title">
      <h2 id="officials-status-title" className="staff-card__title">
        <Trans>Player status</Trans>
      </h2>
      {active.length > 0 ? <SetStatus game={game} players={active} /> : null}
      {withStatus.length > 0 ? <UndoStatus gameId={game.gameId} players={withStatus} /> : null}
    </section>
  )
}

function SetStatus({ game, players }: { game: OfficialGame; players: Player[] }) {
  const { t, i18n } = useLingui()
  const ids = { player: useId(), status: useId(), round: useId(), hole: useId(), reason: useId() }
  const [playerId, setPlayerId] = useState(players[0]!.playerId)
  const [status, setStatus] = useState<OfficialStatus>('WD')
  const [round, setRound] = useState(game.currentRound || 1)
  const player = players.find((p) => p.playerId === playerId) ?? players[0]!
  const [hole, setHole] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  // The first hole not completed in playing order from the player's tee, unless the official says otherwise.
  const holeShown = hole ?? player.nextHole ?? 18
  const dns = status === 'DNS'
  const set = useOfficialAction(() =>
    officialCalls.setStatus(game.gameId, player.playerId, {
      status,
      round,
      ...(dns ? {} : { hole: holeShown }),
      reason: reason.trim(),
    }),
  )
  const ask = async () => {
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    setMissing(false)
    const label = i18n._(STATUS_LABELS[status])
    const name = player.name
    const ok = await openPopup({
      title: t`Set ${name} to ${status}?`,
      message: dns
        ? `${label} · ${t`Round ${round}`} · ${reason.trim()}`
        : `${label} · ${t`Round ${round}, hole ${holeShown}`} · ${reason.trim()}`,
      confirmLabel: t`Set ${status}`,
      cancelLabel: t`Cancel`,
    })
    if (ok) set.mutate(undefined, { onSuccess: () => setReason('') })
  }
  const rounds = game.rounds.map((r) => r.round)
  return (
    <form
      className="officials-form"
      onSubmit={(e) => {
        e.preventDefault()
        void ask()
      }}
    >
      <div className="officials-form__row">
        <label className="field" htmlFor={ids.player}>
          <span className="field__label">
            <Trans>Player</Trans>
          </span>
          <select
            id={ids.player}
            className="field__input"
            value={player.playerId}
            onChange={(e) => {
              setPlayerId(Number(e.target.value))
              setHole(null)
            }}
          >
            {players.map((p) => (
              <option key={p.playerId} value={p.playerId}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field" htmlFor={ids.status}>
          <span className="field__label">
            <Trans>Status</Trans>
          </span>
          <select
            id={ids.status}
            className="field__input"
            value={status}
            onChange={(e) => setStatus(e.target.value as OfficialStatus)}
          >
            {OFFICIAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="officials-form__row">
        <label className="field" htmlFor={ids.round}>
          <span className="field__label">
            <Trans>Round</Trans>
          </span>
          <select
            id={ids.round}
            className="field__input"
            value={round}
            onChange={(e) => setRound(Number(e.target.value))}
          >
            {rounds.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        {dns ? null : (
          <label className="field" htmlFor={ids.hole}>
            <span className="field__label">
              <Trans>From hole</Trans>
            </span>
            <input
              id={ids.hole}
              className="field__input"
              type="number"
              inputMode="numeric"
              min={1}
              max={18}
              value={holeShown}
              onChange={(e) => setHole(Math.max(1, Math.min(18, Number(e.target.value) || 1)))}
            />
          </label>
        )}
      </div>
      <label className="field" htmlFor={ids.reason}>
        <span className="field__label">
          <Trans>Reason</Trans>
        </span>
        <input
          id={ids.reason}
          className="field__input"
          value={reason}
          maxLength={REASON_MAX}
          aria-invalid={missing || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {missing ? (
        <p className="officials-alert" role="alert">
          <Trans>Enter the reason first.</Trans>
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={set.isPending}>
        <Trans>Set status</Trans>
      </button>
      {set.isSuccess ? <ActionDone>{t`The status is set.`}</ActionDone> : null}
      {set.isError ? <OfficialFailure error={set.error} /> : null}
    </form>
  )
}

function UndoStatus({ gameId, players }: { gameId: number; players: Player[] }) {
  const { t } = useLingui()
  const reasonId = useId()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const undo = useOfficialAction((playerId: number) => officialCalls.undoStatus(gameId, playerId, reason.trim()))
  const ask = async (player: Player) => {
    if (!reason.trim()) {
      setMissing(true)
      return
    }
    setMissing(false)
    const name = player.name
    const status = player.status
    const ok = await openPopup({
      title: t`Undo ${status} of ${name}?`,
      message: reason.trim(),
      confirmLabel: t`Undo`,
      cancelLabel: t`Cancel`,
    })
    if (ok) undo.mutate(player.playerId, { onSuccess: () => setReason('') })
  }
  return (
    <div className="officials-undo">
      <h3 className="officials-subtitle">
        <Trans>Undo a mistaken status</Trans>
      </h3>
      <label className="field" htmlFor={reasonId}>
        <span className="field__label">
          <Trans>Reason for undoing</Trans>
        </span>
        <input
          id={reasonId}
          className="field__input"
          value={reason}
          maxLength={REASON_MAX}
          aria-invalid={missing || undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {missing ? (
        <p className="officials-alert" role="alert">
          <Trans>Enter the reason first.</Trans>
        </p>
      ) : null}
      <ul className="officials-undo__list" aria-label={t`Players with a status`}>
        {players.map((p) => (
          <li key={p.playerId}>
            <span>
              {p.name} <span className="officials-status-tag">{p.status}</span>
            </span>
            <button
              type="button"
              className="btn btn--sm"
              disabled={undo.isPending}
              aria-label={t`Undo ${p.status} of ${p.name}`}
              onClick={() => void ask(p)}
            >
              <Trans>Undo</Trans>
            </button>
          </li>
        ))}
      </ul>
      {undo.isSuccess ? <ActionDone>{t`The status is undone.`}</ActionDone> : null}
      {undo.isError ? <OfficialFailure error={undo.error} /> : null}
    </div>
  )
}
