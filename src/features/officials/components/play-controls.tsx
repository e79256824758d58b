import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { REASON_MAX, SUSPENSION_REASONS, type OfficialGame, type SuspensionReasonCode } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { FormField } from '@/components/form/form-field'
import { SelectField } from '@/components/form/select-field'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { SUSPENSION_REASON_LABELS } from '../labels'
import { isUnfinishedRound } from '../official-problem'
import { ActionDone } from './action-done'
import { ReasonField } from './official-fields'
import { OfficialFailure } from './official-failure'

/**
 * The round's calls (docs/requirements/officials.md#of-3, #of-4, #of-6, #of-8): start the next round, suspend and
 * resume play, close the round in play (by force with a reason when players are still out there), finalize.
 */
export function PlayControls({ game }: { game: OfficialGame }) {
  const playing = game.rounds.find((r) => r.status === 'playing') ?? null
  const next = game.rounds.find((r) => r.status === 'planned') ?? null
  const allClosed = game.rounds.every((r) => r.status === 'complete')
  // What the last call did: said here, since the refreshed view replaces the form that made it.
  const [done, setDone] = useState<string | null>(null)
  return (
    <section className="staff-card" aria-labelledby="officials-play-title">
      <h2 id="officials-play-title" className="staff-card__title">
        <Trans>Play</Trans>
      </h2>
      {game.finished ? (
        <p className="staff-muted">
          <Trans>The result is final. Scores can still be corrected below.</Trans>
        </p>
      ) : null}
      {done ? <ActionDone>{done}</ActionDone> : null}
      {!game.finished && !playing && next ? <StartRound gameId={game.gameId} round={next} onDone={setDone} /> : null}
      {!game.finished && playing ? (
        <>
          {playing.suspension ? (
            <ResumePlay gameId={game.gameId} onDone={setDone} />
          ) : (
            <SuspendPlay gameId={game.gameId} round={playing.round} onDone={setDone} />
          )}
          <CloseRound gameId={game.gameId} round={playing.round} onDone={setDone} />
        </>
      ) : null}
      {!game.finished && allClosed ? <Finalize game={game} onDone={setDone} /> : null}
    </section>
  )
}

interface Done {
  onDone: (said: string) => void
}

function StartRound({ gameId, round, onDone }: { gameId: number; round: OfficialGame['rounds'][number] } & Done) {
  const { t } = useLingui()
  const n = round.round
  const start = useOfficialAction(
    () => officialCalls.startRound(gameId, n),
    () => onDone(t`Round ${n} started.`),
  )
  const ask = async () => {
    const ok = await openPopup({
      title: t`Start round ${n}?`,
      message: t`Scores are taken for round ${n} from now on, and fans see it in play.`,
      confirmLabel: t`Start round ${n}`,
      cancelLabel: t`Cancel`,
    })
    if (ok) start.mutate(undefined)
  }
  return (
    <div className="officials-action">
      {round.teeSheet !== 'published' ? (
        <p className="staff-muted">
          <Trans>Publish the tee sheet of round {n} before starting it.</Trans>
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={start.isPending} onClick={() => void ask()}>
        <Trans>Start round {n}</Trans>
      </button>
      {start.isError ? <OfficialFailure error={start.error} /> : null}
    </div>
  )
}

function SuspendPlay({ gameId, round, onDone }: { gameId: number; round: number } & Done) {
  const { t, i18n } = useLingui()
  const [reason, setReason] = useState<SuspensionReasonCode>('weather')
  const [note, setNote] = useState('')
  const suspend = useOfficialAction(
    () => officialCalls.suspend(gameId, { reason, ...(note.trim() ? { note: note.trim() } : {}) }),
    () => onDone(t`Play suspended. Every board shows it.`),
  )
  const label = i18n._(SUSPENSION_REASON_LABELS[reason])
  const ask = async () => {
    const ok = await openPopup({
      title: t`Suspend play of round ${round}?`,
      message: note.trim() ? `${label}: ${note.trim()}` : label,
      confirmLabel: t`Suspend play`,
      cancelLabel: t`Cancel`,
    })
    if (ok) suspend.mutate(undefined)
  }
  return (
    <form
      className="officials-action officials-form"
      onSubmit={(e) => {
        e.preventDefault()
        void ask()
      }}
    >
      <div className="officials-form__row">
        <SelectField
          label={t`Reason for suspending`}
          value={reason}
          onChange={(value) => setReason(value as SuspensionReasonCode)}
          options={SUSPENSION_REASONS.map((r) => ({ value: r, label: i18n._(SUSPENSION_REASON_LABELS[r]) }))}
        />
        <FormField name="note" label={t`Note (optional)`} value={note} onChange={setNote} maxLength={REASON_MAX} />
      </div>
      <button type="submit" className="btn officials-danger" disabled={suspend.isPending}>
        <Trans>Suspend play</Trans>
      </button>
      {suspend.isError ? <OfficialFailure error={suspend.error} /> : null}
    </form>
  )
}

function ResumePlay({ gameId, onDone }: { gameId: number } & Done) {
  const { t } = useLingui()
  const resume = useOfficialAction(
    () => officialCalls.resume(gameId),
    () => onDone(t`Play resumed.`),
  )
  const ask = async () => {
    const ok = await openPopup({
      title: t`Resume play?`,
      message: t`The suspension banner leaves every board.`,
      confirmLabel: t`Resume play`,
      cancelLabel: t`Cancel`,
    })
    if (ok) resume.mutate(undefined)
  }
  return (
    <div className="officials-action">
      <button type="button" className="btn btn--primary" disabled={resume.isPending} onClick={() => void ask()}>
        <Trans>Resume play</Trans>
      </button>
      {resume.isError ? <OfficialFailure error={resume.error} /> : null}
    </div>
  )
}

function CloseRound({ gameId, round, onDone }: { gameId: number; round: number } & Done) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const close = useOfficialAction(
    (force: boolean) => officialCalls.closeRound(gameId, round, force ? { force: true, reason: reason.trim() } : {}),
    () => onDone(t`Round ${round} closed.`),
  )
  // The server said players are still out there: the official may close anyway, with a reason.
  const forcing = close.isError && isUnfinishedRound(close.error)
  const ask = async (force: boolean) => {
    if (force && !reason.trim()) {
      setMissing(true)
      return
    }
    setMissing(false)
    const ok = await openPopup({
      title: force ? t`Close round ${round} with players unfinished?` : t`Close round ${round}?`,
      message: force
        ? reason.trim()
        : t`The round becomes official: the cut (if it is the cut round) is final and the next tee sheet is drawn.`,
      confirmLabel: force ? t`Close anyway` : t`Close round ${round}`,
      cancelLabel: t`Cancel`,
    })
    if (ok) close.mutate(force)
  }
  return (
    <div className="officials-action">
      <button type="button" className="btn btn--primary" disabled={close.isPending} onClick={() => void ask(false)}>
        <Trans>Close round {round}</Trans>
      </button>
      {close.isError ? <OfficialFailure error={close.error} /> : null}
      {forcing || (close.isPending && close.variables) ? (
        <div className="officials-form">
          <ReasonField
            label={t`Reason for closing with players unfinished`}
            value={reason}
            onChange={setReason}
            missing={missing}
          />
          <button
            type="button"
            className="btn officials-danger"
            disabled={close.isPending}
            onClick={() => void ask(true)}
          >
            <Trans>Close anyway</Trans>
          </button>
        </div>
      ) : null}
    </div>
  )
}

function Finalize({ game, onDone }: { game: OfficialGame } & Done) {
  const { t } = useLingui()
  const finalize = useOfficialAction(
    () => officialCalls.finalize(game.gameId),
    () => onDone(t`The result is final.`),
  )
  const ask = async () => {
    const ok = await openPopup({
      title: t`Finalize the result of ${game.name}?`,
      message: t`Positions, prize money and season points are written as the official result.`,
      confirmLabel: t`Finalize`,
      cancelLabel: t`Cancel`,
    })
    if (ok) finalize.mutate(undefined)
  }
  return (
    <div className="officials-action">
      <button type="button" className="btn btn--primary" disabled={finalize.isPending} onClick={() => void ask()}>
        <Trans>Finalize the result</Trans>
      </button>
      {finalize.isError ? <OfficialFailure error={finalize.error} /> : null}
    </div>
  )
}
