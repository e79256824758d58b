import { ERROR_CODES } from '@contract/errors'
import type {
  EducationEligibilityDto,
  EducationEventDetailDto,
  EducationEventListDto,
  EducationEventListQuery,
  EducationEventSummaryDto,
  EducationProgrammesDto,
} from '@contract/education'
import { MEMBERSHIP_TYPES } from '@contract/roles'
import type { EducationTypeCode } from '@domain/codes/education-types'
import { educationEligibility, placesLeft } from '@domain/education/eligibility'
import { isProgrammeSlug, programmeOfType, TYPES_OF_PROGRAMME } from '@domain/education/programmes'
import { monthDays, seoulDate, seoulDayEnd, seoulDayStart } from '@domain/time'
import { educationStatus } from '@domain/education/status'
import type { AppDb } from '../../db/database'
import type { EducationEventRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { mayMember } from '../membership/permissions'
import { countEvents, eventById, eventFilter, membershipTypeOf, pageOfEvents, programmes, rules } from './repository'

const DUES_REFUSALS = new Set<string>(['unpaid_dues', 'suspended', 'expelled'])

const notFound = (id: number) => httpError(404, ERROR_CODES.NOT_FOUND, `Education event ${id} not found`)

export function summary(r: EducationEventRow, now: Date): EducationEventSummaryDto {
  const typeCode = r.typeCode as EducationTypeCode
  return {
    eventId: r.id,
    typeCode,
    programme: programmeOfType(typeCode),
    titleKo: r.titleKo,
    titleEn: r.titleEn,
    venueKo: r.venueKo,
    venueEn: r.venueEn,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    startDate: seoulDate(r.startsAt),
    endDate: seoulDate(r.endsAt),
    applyOpensAt: r.applyOpensAt.toISOString(),
    applyClosesAt: r.applyClosesAt.toISOString(),
    status: educationStatus(r, now),
    capacity: r.capacity,
    applicants: r.applicants,
    placesLeft: placesLeft(r),
    costWon: r.costWon,
    eligibleTypes: r.eligibleTypes,
    duesRequired: r.duesRequired,
  }
}

/** The Seoul days a query asks for, as instants: a month, a range, one end of a range, or none. */
function rangeOf(q: EducationEventListQuery): { from?: Date; until?: Date } {
  if (q.month) {
    const { first, last } = monthDays(q.month)
    return { from: seoulDayStart(first), until: seoulDayEnd(last) }
  }
  return { ...(q.from ? { from: seoulDayStart(q.from) } : {}), ...(q.to ? { until: seoulDayEnd(q.to) } : {}) }
}

export async function listEvents(db: AppDb, q: EducationEventListQuery, now: Date): Promise<EducationEventListDto> {
  const where = eventFilter({ types: q.type, statuses: q.status, ...rangeOf(q) }, now)
  const [total, rows] = await Promise.all([
    countEvents(db, where),
    pageOfEvents(db, where, q.pageSize, (q.page - 1) * q.pageSize),
  ])
  return { page: q.page, pageSize: q.pageSize, total, items: rows.map((r) => summary(r, now)) }
}

export async function readEvent(db: AppDb, id: number, now: Date): Promise<EducationEventDetailDto> {
  const row = await eventById(db, id)
  if (!row) throw notFound(id)
  return { ...summary(row, now), descriptionKo: row.descriptionKo, descriptionEn: row.descriptionEn }
}

/** Whether the calling member may apply for the event, and why not (membership, dues, then the window). */
export async function eligibilityFor(
  db: AppDb,
  memberId: number,
  id: number,
  now: Date,
): Promise<EducationEligibilityDto> {
  const [row, membershipType, permission] = await Promise.all([
    eventById(db, id),
    membershipTypeOf(db, memberId),
    mayMember(db, memberId, 'apply_education', now),
  ])
  if (!row) throw notFound(id)
  // A membership type the contract does not know counts as none: no event names it.
  const type = MEMBERSHIP_TYPES.find((t) => t === membershipType) ?? null
  // The standing function decides (docs/requirements/standing-and-dues.md#sd-9); this screen words its money and
  // standing refusals as "dues unpaid", as it always has.
  const duesPaid = permission.allowed || !DUES_REFUSALS.has(permission.reason)
  const standing = { membershipType: type, duesPaid }
  const result = educationEligibility({ ...row, status: educationStatus(row, now) }, standing)
  return {
    eventId: row.id,
    ...result,
    membershipType: type,
    duesPaid: standing.duesPaid,
  }
}

export async function listProgrammes(db: AppDb): Promise<EducationProgrammesDto> {
  const [programmeRows, ruleRows] = await Promise.all([programmes(db), rules(db)])
  return {
    // A programme staff added under a slug the portal does not know has no event types to list: left out.
    programmes: programmeRows.flatMap(
      ({ slug, titleKo, titleEn, audienceKo, audienceEn, summaryKo, summaryEn, topicsKo, topicsEn }) =>
        isProgrammeSlug(slug)
          ? [
              {
                slug,
                typeCodes: [...TYPES_OF_PROGRAMME[slug]],
                titleKo,
                titleEn,
                audienceKo,
                audienceEn,
                summaryKo,
                summaryEn,
                topicsKo,
                topicsEn,
              },
            ]
          : [],
    ),
    rules: ruleRows.map(({ slug, titleKo, titleEn, highlightKo, highlightEn, bodyKo, bodyEn }) => ({
      slug,
      titleKo,
      titleEn,
      highlightKo,
      highlightEn,
      bodyKo,
      bodyEn,
    })),
  }
}
