import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import type { EducationTypeCode } from '@domain/codes/education-types'
import { EDUCATION_TYPE_CODES } from '@domain/education/programmes'
import { shiftMonth } from '@domain/time'
import { monthTitle } from '../format'
import { TYPE_LABELS } from '../labels'
import { typesOf, type EducationSearch } from '../search'

const PATH = '/educations/education/'
/** An undefined search value counts as "absent" when the router decides which link is the current page. */
const EXPLICIT = { explicitUndefined: true } as const

/** List or calendar; both keep the month and the types. */
export function ViewSwitch({ search }: { search: EducationSearch }) {
  const { t } = useLingui()
  const calendar = search.view === 'calendar'
  return (
    <nav className="edu-views" aria-label={t`View`}>
      <Link
        to={PATH}
        search={{ ...search, view: undefined, page: undefined }}
        activeOptions={EXPLICIT}
        className="edu-views__link"
        aria-current={calendar ? undefined : 'page'}
      >
        <Icon name="menu" />
        <Trans>List</Trans>
      </Link>
      <Link
        to={PATH}
        search={{ ...search, view: 'calendar', page: undefined }}
        activeOptions={EXPLICIT}
        className="edu-views__link"
        aria-current={calendar ? 'page' : undefined}
      >
        <Icon name="calendar" />
        <Trans>Calendar</Trans>
      </Link>
    </nav>
  )
}

/**
 * Type chips M, P, S, F, O with their names: each toggles its type; "All" clears the choice. Buttons with
 * aria-pressed, since they switch a filter on and off; the choice lives in the URL (`type=M,P`).
 */
export function TypeFilter({ search }: { search: EducationSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: PATH })
  const chosen = typesOf(search)
  const go = (codes: readonly EducationTypeCode[]) => {
    const type =
      codes.length === 0 || codes.length === EDUCATION_TYPE_CODES.length
        ? undefined
        : EDUCATION_TYPE_CODES.filter((c) => codes.includes(c)).join(',')
    void navigate({ search: (prev) => ({ ...prev, type, page: undefined }) })
  }
  const toggle = (code: EducationTypeCode) =>
    go(chosen.includes(code) ? chosen.filter((c) => c !== code) : [...chosen, code])
  return (
    <div className="edu-types" role="group" aria-label={t`Education type`}>
      <button type="button" className="edu-chip" aria-pressed={chosen.length === 0} onClick={() => go([])}>
        <Trans>All types</Trans>
      </button>
      {EDUCATION_TYPE_CODES.map((code) => (
        <button
          key={code}
          type="button"
          className="edu-chip"
          data-type={code}
          aria-pressed={chosen.includes(code)}
          onClick={() => toggle(code)}
        >
          <span className="edu-chip__code" aria-hidden="true">
            {code}
          </span>
          {i18n._(TYPE_LABELS[code])}
        </button>
      ))}
    </div>
  )
}

/** Previous and next month around the month's title, and a way back to this month. */
export function MonthNav({ search, month, current }: { search: EducationSearch; month: string; current: string }) {
  const { t, i18n } = useLingui()
  const at = (m: string) => ({ ...search, month: m === current ? undefined : m, page: undefined })
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  return (
    <div className="edu-month">
      <Link
        to={PATH}
        search={at(previous)}
        className="edu-month__nav edu-month__nav--prev"
        aria-label={t`Previous month`}
        title={monthTitle(previous, i18n.locale)}
      >
        <Icon name="chevronRight" />
      </Link>
      <h2 id="edu-month-title" className="edu-month__title" aria-live="polite">
        {monthTitle(month, i18n.locale)}
      </h2>
      <Link
        to={PATH}
        search={at(next)}
        className="edu-month__nav"
        aria-label={t`Next month`}
        title={monthTitle(next, i18n.locale)}
      >
        <Icon name="chevronRight" />
      </Link>
      {month !== current ? (
        <Link to={PATH} search={at(current)} activeOptions={EXPLICIT} className="btn btn--sm edu-month__today">
          <Trans>This month</Trans>
        </Link>
      ) : null}
    </div>
  )
}
