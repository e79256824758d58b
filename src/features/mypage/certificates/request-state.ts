import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CertificateRequest, CertificateTypeDto } from '@contract/certificates'
import { MAX_COMPETITIONS, needsCompetitions, needsPeriod } from '@domain/certificates'

/** The form's values: what the member has typed and chosen so far. */
export interface RequestDraft {
  type: CertificateTypeDto
  competitionIds: number[]
  purpose: string
  submitTo: string
  periodFrom: string
  periodTo: string
}

export const emptyDraft = (today: string): RequestDraft => ({
  type: 'membership',
  competitionIds: [],
  purpose: '',
  submitTo: '',
  periodFrom: '',
  periodTo: today,
})

export type DraftErrors = Partial<Record<keyof RequestDraft, MessageDescriptor>>

/** The form's own check before it asks the server (the same rules as contract/certificates.ts, in words). */
export function draftErrors(d: RequestDraft): DraftErrors {
  const errors: DraftErrors = {}
  if (needsCompetitions(d.type)) {
    if (d.competitionIds.length === 0) errors.competitionIds = msg`Choose at least one tournament.`
    if (d.competitionIds.length > MAX_COMPETITIONS) errors.competitionIds = msg`Choose at most 5 tournaments.`
  }
  if (needsPeriod(d.type)) {
    if (!d.periodFrom) errors.periodFrom = msg`Enter the start of the period.`
    if (!d.periodTo) errors.periodTo = msg`Enter the end of the period.`
    if (d.periodFrom && d.periodTo && d.periodFrom > d.periodTo)
      errors.periodTo = msg`The period must end after it starts.`
  }
  if (!d.purpose.trim()) errors.purpose = msg`Enter the purpose.`
  if (!d.submitTo.trim()) errors.submitTo = msg`Enter where it will be submitted.`
  return errors
}

/** The request the server takes: only the parts the type uses. */
export function requestOf(d: RequestDraft): CertificateRequest {
  return {
    type: d.type,
    competitionIds: needsCompetitions(d.type) ? d.competitionIds : [],
    purpose: d.purpose.trim(),
    submitTo: d.submitTo.trim(),
    ...(needsPeriod(d.type) ? { periodFrom: d.periodFrom, periodTo: d.periodTo } : {}),
  }
}
