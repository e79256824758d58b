import { useLingui } from '@lingui/react/macro'
import { country } from '@domain/codes/countries'
import { canDrawFlagEmoji } from '@/lib/flag-emoji-support'

/**
 * A nationality: the flag of the country table (where the system draws flag emoji) and the 3-letter code,
 * or the country's name with `withName`. Screen readers hear the name.
 */
export function Flag({ code, withName = false }: { code: string; withName?: boolean }) {
  const { i18n } = useLingui()
  const c = country(code)
  const name = i18n.locale === 'en' ? c.en : c.ko
  const flag = canDrawFlagEmoji() ? (
    <span className="flag__emoji" aria-hidden="true">
      {c.flag}
    </span>
  ) : (
    <span className="flag__code" aria-hidden="true">
      {c.code}
    </span>
  )
  return (
    <span className="flag" title={name}>
      {flag}
      {withName ? (
        <span className="flag__text">{name}</span>
      ) : canDrawFlagEmoji() ? (
        <span className="flag__text" aria-hidden="true">
          {c.code}
        </span>
      ) : null}
      {withName ? null : <span className="visually-hidden">{name}</span>}
    </span>
  )
}
