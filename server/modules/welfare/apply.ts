import { and, eq, inArray, ne } from 'drizzle-orm'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { WelfareApplicationDto, WelfareFields } from '@contract/welfare'
import { claimDeadline, pensionEligibility, proposedAmount, scholarshipWindow } from '@domain/welfare'
import { fullYears, seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { members, welfareApplications, welfareFiles } from '../../db/schema/index'
import { httpError, VALIDATION_MESSAGE } from '../../http/http-error'
import { requireMay } from '../membership/permissions'
import { type EvidenceStore, type EvidenceType, sniffEvidence } from './evidence-store'
import { checkFields } from './form-fields'
import type { MultipartForm, UploadedFile } from './multipart-form'
import { applicationById, birthDay, memberFacts } from './repository'
import { applicationOf } from './read'

interface CheckedEvidence {
  name: string
  data: Buffer
  contentType: EvidenceType
}

/** Every file must be an image or a PDF by its content (SEC-14); one that is not refuses the whole application. */
async function checkEvidence(files: UploadedFile[]): Promise<CheckedEvidence[]> {
  const checked: CheckedEvidence[] = []
  for (const file of files) {
    const contentType = await sniffEvidence(file.data)
    if (!contentType)
      throw httpError(
        415,
        ERROR_CODES.EVIDENCE_REFUSED,
        `${file.name} is not an image (JPEG, PNG, WebP, HEIC) or a PDF`,
      )
    checked.push({ ...file, contentType })
  }
  return checked
}

/** The rules an application's occasion must meet today (docs/requirements/my-page.md#my-9, #my-10). */
async function checkRules(db: AppDb, memberId: number, f: WelfareFields, today: string) {
  const deadline = claimDeadline(f.occasion, f.relationship, f.occasionDate)
  if (today > deadline)
    throw httpError(409, ERROR_CODES.CLAIM_EXPIRED, `The claim period of this occasion ended on ${deadline}`)
  const facts = await memberFacts(db, memberId)
  if (f.type === 'scholarship' && !scholarshipWindow(today).open)
    throw httpError(409, ERROR_CODES.SCHOLARSHIP_CLOSED, 'Scholarship applications are taken from 1 to 31 March')
  if (f.type === 'welfare_pension') {
    if (!pensionEligibility(birthDay(facts?.birthDate), facts?.firstEnrolledOn ?? null, today).eligible)
      throw httpError(403, ERROR_CODES.PENSION_NOT_ELIGIBLE, 'Not eligible for the welfare pension')
  }
  const years = facts?.firstEnrolledOn ? Math.max(0, fullYears(facts.firstEnrolledOn, f.occasionDate)) : null
  return { deadline, proposed: proposedAmount({ ...f, membershipYears: years }) }
}

const columns = (f: WelfareFields) => ({
  type: f.type,
  relationship: f.relationship,
  subjectName: f.subjectName,
  occasion: f.occasion,
  occasionDate: f.occasionDate,
  funeralDate: f.funeralDate ?? null,
  time: f.time ?? null,
  inKindItem: f.inKindItem,
  deliveryAddress: f.deliveryAddress ?? null,
  bank: f.bank,
  accountNumber: f.accountNumber,
  accountHolder: f.accountHolder,
})

/** Stores the files, then runs `write`; when the write fails the stored files are removed again. */
async function withStoredFiles<T>(
  store: EvidenceStore,
  files: CheckedEvidence[],
  write: (stored: Array<CheckedEvidence & { key: string }>) => Promise<T>,
): Promise<T> {
  const stored: Array<CheckedEvidence & { key: string }> = []
  try {
    for (const file of files) stored.push({ ...file, key: await store.put(file.data) })
    return await write(stored)
  } catch (error) {
    await store.remove(stored.map((s) => s.key))
    throw error
  }
}

const fileRows = (applicationId: number, stored: Array<CheckedEvidence & { key: string }>, now: Date) =>
  stored.map((s) => ({
    applicationId,
    storageKey: s.key,
    name: s.name,
    contentType: s.contentType,
    size: s.data.length,
    createdAt: now,
  }))

/** POST /api/mypage/benefit/apply: checks everything first, so a refusal stores nothing (MY-8). */
export async function submitApplication(
  db: AppDb,
  store: EvidenceStore,
  memberId: number,
  form: MultipartForm,
  now: Date,
): Promise<WelfareApplicationDto> {
  await requireMay(db, memberId, 'apply_welfare', now)
  const f = checkFields(form.fields)
  if (form.files.length === 0)
    throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, { files: FIELD_ERRORS.REQUIRED })
  const files = await checkEvidence(form.files)
  const today = seoulDate(now)
  const { deadline, proposed } = await checkRules(db, memberId, f, today)
  const id = await withStoredFiles(store, files, (stored) =>
    db.transaction(async (tx) => {
      await refuseDuplicate(tx, memberId, f)
      const [row] = await tx
        .insert(welfareApplications)
        .values({
          memberId,
          ...columns(f),
          appliedOn: today,
          editableUntil: deadline,
          proposedAmount: proposed,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: welfareApplications.id })
      await tx.insert(welfareFiles).values(fileRows(row!.id, stored, now))
      return row!.id
    }),
  )
  return applicationOf(db, id, now)
}

const PERIOD_ENDED = () => httpError(409, ERROR_CODES.PERIOD_ENDED, 'Period ended so editing is impossible.')

/**
 * PATCH /api/mypage/benefit/apply?id=: the whole form again while the application is submitted, not reviewed and
 * within its period (MY-8); files sent replace the evidence, none keeps it.
 */
export async function editApplication(
  db: AppDb,
  store: EvidenceStore,
  memberId: number,
  id: number,
  form: MultipartForm,
  now: Date,
): Promise<WelfareApplicationDto> {
  await requireMay(db, memberId, 'apply_welfare', now)
  const current = await applicationById(db, id)
  if (!current || current.row.memberId !== memberId)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Application ${id} not found`)
  const today = seoulDate(now)
  if (current.row.state !== 'submitted' || today > current.row.editableUntil) throw PERIOD_ENDED()
  const f = checkFields(form.fields)
  const files = await checkEvidence(form.files)
  const { deadline, proposed } = await checkRules(db, memberId, f, today)
  const oldKeys = files.length > 0 ? current.files.map((file) => file.storageKey) : []
  await withStoredFiles(store, files, (stored) =>
    db.transaction(async (tx) => {
      // The state is checked again under the row's lock: a review that landed meanwhile wins.
      const [locked] = await tx
        .select({ state: welfareApplications.state })
        .from(welfareApplications)
        .where(eq(welfareApplications.id, id))
        .for('update')
      if (locked?.state !== 'submitted') throw PERIOD_ENDED()
      await tx
        .update(welfareApplications)
        .set({ ...columns(f), editableUntil: deadline, proposedAmount: proposed, updatedAt: now })
        .where(eq(welfareApplications.id, id))
      if (stored.length > 0) {
        await tx.delete(welfareFiles).where(
          inArray(
            welfareFiles.id,
            current.files.map((file) => file.id),
          ),
        )
        await tx.insert(welfareFiles).values(fileRows(id, stored, now))
      }
    }),
  )
  await store.remove(oldKeys)
  return applicationOf(db, id, now)
}

/**
 * One live claim an occasion: a member who sends the form again (a timeout after the server had it, a second tab) gets
 * a refusal that points at the application already there, and staff never see and pay the same occasion twice. The
 * member's row is locked first, so two sendings at once are taken one after the other.
 */
async function refuseDuplicate(tx: AppDb, memberId: number, f: WelfareFields) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
  const [same] = await tx
    .select({ id: welfareApplications.id })
    .from(welfareApplications)
    .where(
      and(
        eq(welfareApplications.memberId, memberId),
        eq(welfareApplications.type, f.type),
        eq(welfareApplications.relationship, f.relationship),
        eq(welfareApplications.occasion, f.occasion),
        eq(welfareApplications.occasionDate, f.occasionDate),
        eq(welfareApplications.subjectName, f.subjectName),
        ne(welfareApplications.state, 'rejected'),
      ),
    )
    .limit(1)
  if (same) throw httpError(409, ERROR_CODES.WELFARE_DUPLICATE, `Application ${same.id} already claims this occasion`)
}
