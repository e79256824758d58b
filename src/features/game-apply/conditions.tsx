import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { ApplyInfoDto } from '@contract/game-apply'
import { membershipFeeQueryOptions } from '@/api/game-apply'
import { openPopup } from '@/components/ui/popup-store'
import { MEMBERSHIP_TYPE_LABELS } from '@/lib/member-labels'
import { formatWon } from '@/lib/money'
import { REFUSAL_LABELS } from './labels'

const UNPAID = new Set(['dues_unpaid', 'entrance_fee_unpaid'])

/**
 * The conditions (docs/requirements/tournament-applications.md#app-6): dues and entrance fee paid, and the server's
 * first reason the member cannot apply. Unpaid dues or entrance fee: the page says so and asks whether to pay now,
 * and yes leads to where they are paid (the dues tab of my page).
 */
export function Conditions({ info }: { info: ApplyInfoDto }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const { conditions: c, game } = info
  const unpaid = c.refusal !== null && UNPAID.has(c.refusal)
  const fee = useQuery({ ...membershipFeeQueryOptions(), enabled: unpaid })
  const asked = useRef(false)

  const askToPay = async () => {
    if (!fee.data) return
    const owed = fee.data.unpaidDuesWon + fee.data.entranceFeeWon
    const yes = await openPopup({
      title: t`Pay now?`,
      message:
        c.refusal === 'entrance_fee_unpaid'
          ? t`Your entrance fee is not fully paid (${formatWon(owed, i18n.locale)} left). Pay it now?`
          : t`Your dues are not fully paid (${formatWon(owed, i18n.locale)} left). Pay them now?`,
      confirmLabel: t`Pay now`,
      cancelLabel: t`Not now`,
    })
    if (yes) void router.navigate({ href: fee.data.payPath })
  }
  // Asked once on arrival, as the specification's screen does; the button below asks again.
  useEffect(() => {
    if (unpaid && fee.data && !asked.current) {
      asked.current = true
      void askToPay()
    }
  })

  return (
    <section className="apply-card" aria-labelledby="apply-conditions">
      <h2 id="apply-conditions" className="apply-card__title">
        <Trans>Conditions to apply</Trans>
      </h2>
      <ul className="apply-checks">
        <Check ok={c.duesPaid} label={t`Dues fully paid`} />
        <Check ok={c.entranceFeePaid} label={t`Entrance fee fully paid`} />
      </ul>
      {c.refusal ? (
        <div className="apply-alert" role="alert">
          <p>{i18n._(REFUSAL_LABELS[c.refusal])}</p>
          {c.refusal === 'class' ? (
            <p>
              <Trans>This tournament is for:</Trans>{' '}
              {game.eligibleTypes.map((type) => i18n._(MEMBERSHIP_TYPE_LABELS[type])).join(', ')}
            </p>
          ) : null}
          {unpaid ? (
            <button type="button" className="btn btn--primary" disabled={!fee.data} onClick={() => void askToPay()}>
              <Trans>Pay now</Trans>
            </button>
          ) : null}
          {c.refusal === 'already_applied' && game.mine ? (
            <Link
              to="/communitys/gameApplyComplete"
              search={{ gameId: game.gameId, applicationId: game.mine.id }}
              className="btn btn--primary"
            >
              <Trans>View my application</Trans>
            </Link>
          ) : null}
        </div>
      ) : (
        <p className="apply-ok">
          <Trans>You meet the conditions to apply.</Trans>
        </p>
      )}
    </section>
  )
}

function Check({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useLingui()
  return (
    <li className="apply-checks__item" data-ok={ok}>
      <span aria-hidden="true">{ok ? '✓' : '✕'}</span> {label}:{' '}
      <strong>{ok ? t`Paid in full` : t`Not paid yet`}</strong>
    </li>
  )
}
