import { Trans, useLingui } from '@lingui/react/macro'
import type { OfficialGame } from '@contract/officials'
import { officialCalls } from '@/api/officials'
import { openPopup } from '@/components/ui/popup-store'
import { useOfficialAction } from '../hooks/use-official-action'
import { TEE_SHEET_LABELS } from '../labels'
import { ActionDone } from './action-done'
import { OfficialFailure } from './official-failure'

type RoundState = OfficialGame['rounds'][number]

/**
 * The next round's tee sheet (docs/requirements/officials.md#of-2, #of-7): drawn by the association's rules as a
 * draft fans do not see, then published. It can be drawn again until the round starts.
 */
export function TeeSheetPanel({ gameId, round }: { gameId: number; round: RoundState }) {
  const { t, i18n } = useLingui()
  const n = round.round
  const draw = useOfficialAction(() => officialCalls.drawTeeSheet(gameId, n, { draw: true }))
  const publish = useOfficialAction(() => officialCalls.publishTeeSheet(gameId, n))
  const askDraw = async () => {
    const ok = await openPopup({
      title:
        round.teeSheet === 'none' ? t`Draw the tee sheet of round ${n}?` : t`Draw the tee sheet of round ${n} again?`,
      message: t`Threesomes by the association's rules. The sheet stays a draft until you publish it.`,
      confirmLabel: t`Draw`,
      cancelLabel: t`Cancel`,
    })
    if (ok) draw.mutate(undefined)
  }
  const askPublish = async () => {
    const ok = await openPopup({
      title: t`Publish the tee sheet of round ${n}?`,
      message: t`Fans see the tee times on the tournament's pages at once.`,
      confirmLabel: t`Publish`,
      cancelLabel: t`Cancel`,
    })
    if (ok) publish.mutate(undefined)
  }
  return (
    <section className="staff-card" aria-labelledby="officials-sheet-title">
      <h2 id="officials-sheet-title" className="staff-card__title">
        <Trans>Tee sheet of round {n}</Trans>
      </h2>
      <p className="officials-sheet-state" data-sheet={round.teeSheet}>
        {i18n._(TEE_SHEET_LABELS[round.teeSheet])}
      </p>
      <div className="officials-buttons">
        <button type="button" className="btn" disabled={draw.isPending} onClick={() => void askDraw()}>
          {round.teeSheet === 'none' ? <Trans>Draw the tee sheet</Trans> : <Trans>Draw again</Trans>}
        </button>
        {round.teeSheet === 'draft' ? (
          <button
            type="button"
            className="btn btn--primary"
            disabled={publish.isPending}
            onClick={() => void askPublish()}
          >
            <Trans>Publish</Trans>
          </button>
        ) : null}
      </div>
      {draw.isSuccess ? <ActionDone>{t`The tee sheet of round ${n} is drawn (draft).`}</ActionDone> : null}
      {draw.isError ? <OfficialFailure error={draw.error} /> : null}
      {publish.isSuccess ? <ActionDone>{t`The tee sheet of round ${n} is published.`}</ActionDone> : null}
      {publish.isError ? <OfficialFailure error={publish.error} /> : null}
    </section>
  )
}
