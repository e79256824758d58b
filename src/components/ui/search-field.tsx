import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { Icon } from './icons'
import { openPopup } from './popup-store'
import { VisuallyHidden } from './visually-hidden'

interface SearchFieldProps {
  /** Called with the trimmed term; never with an empty one. */
  onSearch: (term: string) => void
  defaultValue?: string
  /**
   * The header clears the field after a search (docs/requirements/tours-and-records.md#tr-25); the search page keeps
   * the term visible.
   */
  clearOnSubmit?: boolean
  size?: 'md' | 'lg'
  className?: string
}

/**
 * Site search: a field plus button, Enter submits (it is a form). An empty or blank term opens the
 * popup of docs/requirements/tours-and-records.md#tr-25 asking for a term and goes nowhere.
 */
export function SearchField({
  onSearch,
  defaultValue = '',
  clearOnSubmit = true,
  size = 'md',
  className,
}: SearchFieldProps) {
  const { t } = useLingui()
  const inputId = useId()
  const [value, setValue] = useState(defaultValue)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const term = value.trim()
    if (!term) {
      void openPopup({ message: <Trans>Please enter a search term.</Trans> })
      return
    }
    onSearch(term)
    if (clearOnSubmit) setValue('')
  }

  return (
    <form
      role="search"
      className={['search-field', size === 'lg' ? 'search-field--lg' : '', className ?? ''].join(' ').trim()}
      onSubmit={submit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        <Trans>Search the site</Trans>
      </label>
      <input
        id={inputId}
        className="search-field__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t`Players, events, news`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="search-field__button">
        <Icon name="search" />
        <VisuallyHidden>
          <Trans>Search</Trans>
        </VisuallyHidden>
      </button>
    </form>
  )
}
