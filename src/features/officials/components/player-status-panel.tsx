import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { OFFICIAL_STATUSES, type OfficialGame, type OfficialStatus } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { SelectField } from '@/components/form/select-field'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { STATUS_LABELS } from '../labels'
import { ActionDone } from './action-done'
import { HoleField, ReasonField } from './official-fields'
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
        <SelectField
          label={t`Player`}
          value={player.playerId}
          onChange={(value) => {
            setPlayerId(Number(value))
            setHole(null)
          }}
          options={players.map((p) => ({ value: p.playerId, label: p.name }))}
        />
        <SelectField
          label={t`Status`}
          value={status}
          onChange={(value) => setStatus(value as OfficialStatus)}
          options={OFFICIAL_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
        />
      </div>
      <div className="officials-form__row">
        <SelectField
          label={t`Round`}
          value={round}
          onChange={(value) => setRound(Number(value))}
          options={rounds.map((r) => ({ value: r, label: String(r) }))}
        />
        {dns ? null : <HoleField label={t`From hole`} value={holeShown} onChange={setHole} />}
      </div>
      <ReasonField label={t`Reason`} value={reason} onChange={setReason} missing={missing} />
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
      <ReasonField label={t`Reason for undoing`} value={reason} onChange={setReason} missing={missing} />
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
