import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Icon } from '@/components/ui/icons'
import { openPopup } from '@/components/ui/popup-store'

interface PlayerSearchFormProps {
  term: string | undefined
  onSearch: (term: string | undefined) => void
}

/**
 * The name search. An empty term asks for a name (docs/requirements/tours-and-records.md#tr-26: "search needs a name or
 * term") unless a search is on, in which case it clears it and shows every player again.
 */
export function PlayerSearchForm({ term, onSearch }: PlayerSearchFormProps) {
  const { t } = useLingui()
  const id = useId()
  const [value, setValue] = useState(term ?? '')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = value.trim()
    if (next === '' && !term) {
      void openPopup({ message: <Trans>Please enter a player name.</Trans> })
      return
    }
    onSearch(next === '' ? undefined : next)
  }
  return (
    <form role="search" aria-label={t`Player search`} className="player-search" onSubmit={submit}>
      <label htmlFor={id} className="player-search__label">
        <Trans>Player name</Trans>
      </label>
      <div className="player-search__row">
        <input
          id={id}
          className="player-search__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          placeholder={t`Korean or English name`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn--primary player-search__button">
          <Icon name="search" />
          <span className="player-search__button-text">
            <Trans>Search</Trans>
          </span>
        </button>
      </div>
    </form>
  )
}
