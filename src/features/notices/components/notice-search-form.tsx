import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Icon } from '@/components/ui/icons'
import { openPopup } from '@/components/ui/popup-store'

/**
 * Title-and-text search. An empty term asks for one (docs/requirements/api-conventions.md#api-11) unless a search is
 * on: then it clears it.
 */
export function NoticeSearchForm({
  term,
  onSearch,
}: {
  term: string | undefined
  onSearch: (term: string | undefined) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [value, setValue] = useState(term ?? '')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = value.trim()
    if (next === '' && !term) {
      void openPopup({ message: <Trans>Please enter a search term.</Trans> })
      return
    }
    onSearch(next === '' ? undefined : next)
  }
  return (
    <form role="search" aria-label={t`Notice search`} className="board-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        <Trans>Search titles and contents</Trans>
      </label>
      <input
        id={id}
        className="board-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={50}
        placeholder={t`Search titles and contents`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="btn btn--primary board-search__button">
        <Icon name="search" />
        <span>
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  )
}
