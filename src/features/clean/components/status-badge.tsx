import { useLingui } from '@lingui/react/macro'
import type { ReportStatus, TueStatus } from '@domain/clean/codes'
import { REPORT_STATUS_LABELS, TUE_STATUS_LABELS } from '../labels'

/** An application's or a report's status, coloured by what it means for the reader. */
export function StatusBadge({ status, kind = 'tue' }: { status: TueStatus | ReportStatus; kind?: 'tue' | 'report' }) {
  const { i18n } = useLingui()
  const label = kind === 'tue' ? TUE_STATUS_LABELS[status as TueStatus] : REPORT_STATUS_LABELS[status as ReportStatus]
  return <span className={`clean-status clean-status--${status}`}>{i18n._(label)}</span>
}
