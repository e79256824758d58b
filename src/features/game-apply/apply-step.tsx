import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { ApplyInfoDto } from '@contract/game-apply'
import { WaitingRoom } from '@/components/ui/waiting-room'
import { formatWon } from '@/lib/money'
import { applyErrorText, codeOf } from './apply-errors'
import { isMobile, type SelectDraft, SelectForm } from './select-form'
import { useApply } from './use-apply'
import { useApplyQueue } from './use-apply-queue'
import { useWindowCheck } from './use-window-check'
import { StepAlert } from './page-states'

/**
 * The choices and Apply: the window is asked of the server, then the waiting room when it is on (APP-10), then the
 * application with the room's admission; the page goes to the payment door or to the outcome by itself.
 */
export function ApplyStep({ gameId, info }: { gameId: number; info: ApplyInfoDto }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState<SelectDraft>({
    caddie: 'own',
    mobile: info.applicant.mobile ?? '',
    method: 'card',
  })
  const [mobileError, setMobileError] = useState<string | null>(null)
  const [queueing, setQueueing] = useState(false)
  const sent = useRef(false)
  const windowCheck = useWindowCheck(gameId)
  const queue = useApplyQueue(gameId, queueing)
  const apply = useApply(gameId, () => {
    queue.restart()
    sent.current = false
  })
  const fee = info.game.entryFeeWon

  // Admitted (or no room): the application goes once, with the admission.
  useEffect(() => {
    if (!queueing || !queue.admitted || sent.current) return
    sent.current = true
    apply.mutate(
      {
        body: { gameId, caddie: draft.caddie, mobile: draft.mobile.trim(), queueToken: queue.token },
        method: draft.method,
      },
      {
        // Refused for the admission: the room is asked again (useApply's handler); any other answer ends the try.
        onError: (error) => {
          if (codeOf(error) === 'QUEUE_TOKEN_REQUIRED') return
          setQueueing(false)
          sent.current = false
        },
      },
    )
  })

  const submit = () => {
    if (!isMobile(draft.mobile)) {
      setMobileError(t`Enter a mobile number such as 010-1234-5678.`)
      return
    }
    setMobileError(null)
    windowCheck.proceed(() => setQueueing(true))
  }

  if (queueing && queue.waiting)
    return (
      <WaitingRoom
        data={queue.data}
        progress={queue.progress}
        failed={queue.failed}
        lead={<Trans>Many members are applying right now. Your application goes by itself when it is your turn.</Trans>}
      />
    )
  const busy = windowCheck.checking || queueing || apply.isPending
  const failure = windowCheck.refusal ?? (apply.isError ? applyErrorText(i18n, apply.error) : null)
  return (
    <>
      <SelectForm draft={draft} onChange={setDraft} withPayment={fee > 0} mobileError={mobileError} />
      <section className="apply-card apply-amount" aria-label={t`Amount`}>
        <p className="apply-amount__row">
          <span>{t`Entry fee`}</span>
          <strong className="num" data-testid="apply-amount">
            {fee === 0 ? t`Free` : formatWon(fee, i18n.locale)}
          </strong>
        </p>
        <p className="apply-muted">
          <Trans>
            If the field is full you join the waiting list and pay nothing now. A place given must be paid within 24
            hours.
          </Trans>
        </p>
      </section>
      <StepAlert text={failure} />
      <div className="apply-actions">
        <button type="button" className="btn btn--primary btn--lg" disabled={busy} onClick={submit}>
          {busy ? t`Applying…` : t`Apply`}
        </button>
      </div>
    </>
  )
}
