import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { isOneOf, SUBSTANCE_CLASSES, type SubstanceClass } from '@domain/clean/codes'
import { Icon } from '@/components/ui/icons'
import { CLASS_NAMES } from '../labels'
import type { SubstanceSearch } from '../search'

interface SubstanceSearchFormProps {
  search: SubstanceSearch
  /** Entries matching the term in each class, shown beside the class names. */
  counts: Record<string, number> | undefined
  onSearch: (next: { q: string | undefined; class: SubstanceClass | undefined }) => void
}

/**
 * A name (Korean or English) or a product, and a class. The class applies at once; the name on Enter or
 * the button. An empty name searches the whole class: here "everything" is a sensible answer.
 */
export function SubstanceSearchForm({ search, counts, onSearch }: SubstanceSearchFormProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  const [term, setTerm] = useState(search.q ?? '')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = term.trim()
    onSearch({ q: q === '' ? undefined : q, class: search.class })
  }
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null
  return (
    <form role="search" aria-label={t`Substance search`} className="clean-search" onSubmit={submit}>
      <div className="clean-search__term">
        <label htmlFor={`${id}-q`} className="field__label">
          <Trans>Name or product</Trans>
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={50}
          placeholder={t`e.g. testosterone, salbutamol, Ventolin`}
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <div className="clean-search__class">
        <label htmlFor={`${id}-class`} className="field__label">
          <Trans>Class</Trans>
        </label>
        <select
          id={`${id}-class`}
          className="field__input clean-select"
          value={search.class ?? ''}
          onChange={(e) =>
            onSearch({
              q: term.trim() === '' ? undefined : term.trim(),
              class: isOneOf(SUBSTANCE_CLASSES, e.target.value) ? e.target.value : undefined,
            })
          }
        >
          <option value="">{all === null ? t`All classes` : t`All classes (${all})`}</option>
          {SUBSTANCE_CLASSES.map((code) => {
            const name = i18n._(CLASS_NAMES[code])
            const n = counts?.[code] ?? 0
            return (
              <option key={code} value={code}>
                {counts ? `${code} · ${name} (${n})` : `${code} · ${name}`}
              </option>
            )
          })}
        </select>
      </div>
      <button type="submit" className="btn btn--primary clean-search__button">
        <Icon name="search" />
        <span>
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  )
}
