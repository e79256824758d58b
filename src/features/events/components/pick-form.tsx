import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { isApiError } from '@/api/client'
import { eventKeys, savePick } from '@/api/events'
import { ERROR_CODES } from '@contract/error-codes'
import type { MyPickDto, PredictionDetailDto } from '@contract/prediction-event'

/** The member's choice among the field, filtered by name; saving again changes the pick. */
export function PickForm({ event, mine }: { event: PredictionDetailDto; mine: MyPickDto | undefined }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const client = useQueryClient()
  const filterId = useId()
  const [filter, setFilter] = useState('')
  const [chosen, setChosen] = useState<number | null>(mine?.pick?.playerId ?? null)
  const mutation = useMutation({
    mutationFn: (playerId: number) => savePick(event.gameId, playerId),
    onSuccess: (data) => {
      client.setQueryData(eventKeys.myPick(event.gameId), data)
      void client.invalidateQueries({ queryKey: eventKeys.all })
    },
    onError: (error) => {
      if (isApiError(error) && error.code === ERROR_CODES.PERIOD_ENDED)
        void client.invalidateQueries({ queryKey: eventKeys.all })
    },
  })
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase()
    const sorted = [...event.candidates].sort((a, b) =>
      en ? a.nameEn.localeCompare(b.nameEn) : a.nameKo.localeCompare(b.nameKo, 'ko'),
    )
    return term ? sorted.filter((p) => p.nameKo.includes(term) || p.nameEn.toLowerCase().includes(term)) : sorted
  }, [event.candidates, filter, en])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (chosen !== null) mutation.mutate(chosen)
  }
  const closed = isApiError(mutation.error) && mutation.error.code === ERROR_CODES.PERIOD_ENDED
  return (
    <form className="pick-form" onSubmit={submit} aria-label={t`Your pick`}>
      <label htmlFor={filterId} className="pick-form__label">
        <Trans>Find a player</Trans>
      </label>
      <input
        id={filterId}
        type="search"
        className="pick-form__filter"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder={t`Korean or English name`}
        autoComplete="off"
      />
      <fieldset className="pick-form__players">
        <legend className="visually-hidden">
          <Trans>Players in the field</Trans>
        </legend>
        {shown.length === 0 ? (
          <p className="pick-form__none">
            <Trans>No search results.</Trans>
          </p>
        ) : (
          shown.map((p) => (
            <label key={p.playerId} className="pick-option" data-checked={chosen === p.playerId}>
              <input
                type="radio"
                name="winner"
                value={p.playerId}
                checked={chosen === p.playerId}
                onChange={() => setChosen(p.playerId)}
              />
              <span>{en ? p.nameEn : p.nameKo}</span>
              <span className="pick-option__other">{en ? p.nameKo : p.nameEn}</span>
            </label>
          ))
        )}
      </fieldset>
      <div className="pick-form__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={chosen === null || mutation.isPending || chosen === mine?.pick?.playerId}
        >
          {mine?.pick ? <Trans>Change my pick</Trans> : <Trans>Save my pick</Trans>}
        </button>
        <p className="pick-form__status" role="status">
          {mutation.isSuccess && !mutation.isPending ? <Trans>Your pick is saved.</Trans> : null}
          {closed ? (
            <Trans>The period has ended, so the pick cannot be changed.</Trans>
          ) : mutation.isError ? (
            <Trans>Your pick could not be saved. Please try again.</Trans>
          ) : null}
        </p>
      </div>
    </form>
  )
}
