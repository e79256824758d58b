import { useLingui } from '@lingui/react/macro'
import type { EducationTypeCode } from '@domain/codes/education-types'
import type { EducationStatus } from '@domain/education/status'
import { STATUS_LABELS, TYPE_LABELS } from '../labels'

/** The type's letter and name in its colour ("S Seminar"). */
export function TypeBadge({ code }: { code: EducationTypeCode }) {
  const { i18n } = useLingui()
  return (
    <span className="edu-type" data-type={code}>
      <span className="edu-type__code" aria-hidden="true">
        {code}
      </span>
      {i18n._(TYPE_LABELS[code])}
    </span>
  )
}

/** Planned to apply, applying, application ended, finished. */
export function StatusBadge({ status }: { status: EducationStatus }) {
  const { i18n } = useLingui()
  return (
    <span className="edu-status" data-status={status}>
      {status === 'applying' ? <span className="edu-status__dot" aria-hidden="true" /> : null}
      {i18n._(STATUS_LABELS[status])}
    </span>
  )
}
