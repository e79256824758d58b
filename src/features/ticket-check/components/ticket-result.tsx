import { Trans, useLingui } from '@lingui/react/macro'
import { seoulClock, seoulDate } from '@domain/time'
import { Icon } from '@/components/ui/icons'
import type { GateView } from '../hooks/use-ticket-check'

type Tone = 'authenticated' | 'invalid_ticket' | 'not_member' | 'already_used' | 'queued' | 'no_key'

const toneOf = (view: GateView): Tone =>
  view.kind === 'answer'
    ? view.answer.result
    : view.kind === 'forged'
      ? 'invalid_ticket'
      : view.kind === 'repeat'
        ? 'already_used'
        : view.kind

/**
 * The answer, big enough to read at arm's length and announced to screen readers: authenticated (admit), invalid
 * ticket, not a member, already used at HH:mm Seoul, or offline: signature valid and queued
 * (docs/requirements/ticketing.md#tkt-9; docs/decisions/0079-ticket-inspection.md).
 */
export function TicketResult({ view }: { view: GateView }) {
  const { i18n } = useLingui()
  const tone = toneOf(view)
  const answer = view.kind === 'answer' ? view.answer : null
  const name = answer ? (i18n.locale === 'ko' ? answer.productNameKo : answer.productNameEn) : null
  const usedAt = answer?.usedAt ? new Date(answer.usedAt) : null
  const usedClock = usedAt ? seoulClock(usedAt) : ''
  const usedDay = usedAt && seoulDate(usedAt) !== seoulDate(new Date()) ? seoulDate(usedAt) : null
  return (
    <section className={`ticket-check__result ticket-check__result--${tone}`} role="status" data-result={tone}>
      <p className="ticket-check__verdict">
        <Icon name={tone === 'authenticated' || tone === 'queued' ? 'shield' : 'alert'} />
        {tone === 'authenticated' ? (
          <Trans>Authenticated</Trans>
        ) : tone === 'already_used' ? (
          <Trans>Already used</Trans>
        ) : tone === 'not_member' ? (
          <Trans>Not a member</Trans>
        ) : tone === 'queued' ? (
          <Trans>Signature valid</Trans>
        ) : tone === 'no_key' ? (
          <Trans>Cannot check offline</Trans>
        ) : (
          <Trans>Invalid ticket</Trans>
        )}
      </p>
      {name || answer?.serial ? (
        <p className="ticket-check__ticket">
          {name ? <strong>{name}</strong> : null}
          {answer?.serial ? <span className="ticket-check__serial">{answer.serial}</span> : null}
        </p>
      ) : null}
      <p className="ticket-check__detail">
        {tone === 'authenticated' ? (
          <Trans>Admit the holder. The ticket is now used.</Trans>
        ) : view.kind === 'repeat' ? (
          <Trans>This gate already let this code in while offline. Do not admit it again.</Trans>
        ) : tone === 'already_used' ? (
          usedDay ? (
            <Trans>
              This ticket was admitted on {usedDay} at {usedClock} (Seoul time). Do not admit it again.
            </Trans>
          ) : (
            <Trans>This ticket was admitted at {usedClock} (Seoul time). Do not admit it again.</Trans>
          )
        ) : tone === 'not_member' ? (
          <Trans>
            This member ticket's holder is not an association member in good standing. The ticket was not used.
          </Trans>
        ) : tone === 'queued' ? (
          <Trans>Signature valid — will be redeemed when online.</Trans>
        ) : tone === 'no_key' ? (
          <Trans>The gate has no network and has not loaded its key yet. Connect once to check codes offline.</Trans>
        ) : (
          <Trans>
            Not a genuine ticket, or it is cancelled, for another day or for another tournament. Do not admit it.
          </Trans>
        )}
      </p>
    </section>
  )
}
