import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { confirmField, staffApplyKeys, staffFieldQueryOptions } from '@/api/staff-game-apply'
import { openPopup } from '@/components/ui/popup-store'
import { formatSeoulMoment } from '@domain/time'
import { DeskError, DeskLoading } from '../desk-states'
import { StaffFailure } from '../standing/staff-failure'
import { ApplicantsTable } from './applicants-table'

/** One tournament's applicants, the field's numbers and "Confirm the field" (after the window only). */
export function FieldPanel({ gameId }: { gameId: number }) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const field = useQuery(staffFieldQueryOptions(gameId))
  const confirm = useMutation({
    mutationFn: () => confirmField(gameId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffApplyKeys.all }),
  })
  if (field.isPending) return <DeskLoading />
  if (field.isError) return <DeskError error={field.error} retry={() => void field.refetch()} />
  const { game, applicants, confirmedAt, confirmedCount } = field.data
  const name = i18n.locale === 'ko' ? game.nameKo : game.nameEn
  const paid = applicants.filter((a) => a.state === 'paid').length
  const ask = async () => {
    const ok = await openPopup({
      title: t`Confirm the field of ${name}?`,
      message: (
        <Trans>
          Every paid application in the field becomes an entry of the tournament: the entry list and the tee times show
          them. Confirming again later adds only those paid since.
        </Trans>
      ),
      confirmLabel: t`Confirm the field`,
      cancelLabel: t`Cancel`,
    })
    if (ok) confirm.mutate()
  }
  const closes = game.applicationClosesAt ? formatSeoulMoment(game.applicationClosesAt, i18n.locale) : '–'
  const fieldSize = game.fieldSize ?? '–'
  return (
    <section className="staff-card" aria-labelledby="field-title">
      <h2 id="field-title" className="staff-card__title">
        {name}
      </h2>
      <p className="staff-muted">
        <Trans>
          Places taken {game.accepted} of {fieldSize} · waiting list {game.waitlisted} · paid {paid} · in the confirmed
          field {confirmedCount}
        </Trans>
      </p>
      <div className="field-desk__actions">
        {game.window === 'ended' ? (
          <button type="button" className="btn btn--primary" disabled={confirm.isPending} onClick={() => void ask()}>
            <Trans>Confirm the field</Trans>
          </button>
        ) : null}
        <p className="staff-muted">
          {game.window === 'ended' ? (
            confirmedAt ? (
              <Trans>Last confirmed {formatSeoulMoment(confirmedAt, i18n.locale)}</Trans>
            ) : (
              <Trans>Not confirmed yet</Trans>
            )
          ) : (
            <Trans>The field can be confirmed after applications close ({closes}).</Trans>
          )}
        </p>
      </div>
      {confirm.isSuccess ? (
        <p className="field-desk__done" role="status">
          <Trans>The field is confirmed: {confirm.data.entries} entries.</Trans>
        </p>
      ) : null}
      {confirm.isError ? <StaffFailure error={confirm.error} /> : null}
      <ApplicantsTable applicants={applicants} />
    </section>
  )
}
