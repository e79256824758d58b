import type { z } from 'zod'
import type {
  arrearsStatusSchema,
  duesGuideSchema,
  duesHistorySchema,
  rewardsSchema,
  unpaidListSchema,
} from '@contract/dues'
import type { AssociationRecordDto } from '@contract/membership'
import type { MemberClass } from '@contract/member'
import { DUES_BILLING_MONTHS, memberClass } from '@domain/codes/member-classes'
import {
  arrearsDates,
  arrearsYears,
  DUES_BANK_ACCOUNT,
  duesEndOn,
  periodAmount,
  reinstatementWindow,
} from '@domain/membership'
import { seoulDate, seoulYear } from '@domain/time'
import type { AppDb } from '../../db/database'
import type { MemberRow } from '../../db/schema/index'
import { entranceFeeRowOf, memberRecord, owedPeriodsOf, periodsOf, sanctionsOf, standingChangesOf } from './repository'
import { expelledOnOf } from './reinstatement'
import { duesPeriodDto, entranceFeeDto, sanctionDto, standingChangeDto, unpaidFee } from './views'

/** The member's own dues calls (docs/requirements/standing-and-dues.md#sd-11); each reads the caller's rows only. */

async function record(db: AppDb, memberId: number): Promise<MemberRow> {
  const row = await memberRecord(db, memberId)
  // The access plugin let a logged-in member in: the row exists unless purged meanwhile.
  if (!row) throw new Error(`member ${memberId} vanished`)
  return row
}

export async function duesYears(db: AppDb, memberId: number): Promise<{ years: number[] }> {
  const years = new Set((await periodsOf(db, memberId)).map((p) => Number(p.period.slice(0, 4))))
  return { years: [...years].sort((a, b) => b - a) }
}

export async function duesHistory(
  db: AppDb,
  memberId: number,
  year: number | undefined,
  now: Date,
): Promise<z.infer<typeof duesHistorySchema>> {
  const y = year ?? seoulYear(now)
  const periods = (await periodsOf(db, memberId)).filter((p) => p.period.startsWith(`${y}-`))
  const paidTotal = periods.filter((p) => p.state === 'paid').reduce((sum, p) => sum + p.amount, 0)
  return { year: y, periods: periods.map(duesPeriodDto), paidTotal }
}

export async function unpaidList(db: AppDb, memberId: number): Promise<z.infer<typeof unpaidListSchema>> {
  const [periods, fee] = await Promise.all([owedPeriodsOf(db, memberId), entranceFeeRowOf(db, memberId)])
  const duesTotal = periods.reduce((sum, p) => sum + p.amount, 0)
  const entranceFee = unpaidFee(fee)
  return { periods: periods.map(duesPeriodDto), duesTotal, entranceFee, total: duesTotal + entranceFee }
}

export async function arrearsStatus(
  db: AppDb,
  memberId: number,
  now: Date,
): Promise<z.infer<typeof arrearsStatusSchema>> {
  const today = seoulDate(now)
  const [row, owed] = await Promise.all([record(db, memberId), owedPeriodsOf(db, memberId)])
  const oldest = owed.find((p) => p.startsOn <= today)?.startsOn ?? null
  const dates = arrearsDates(oldest)
  const expelledOn = row.standing === 'expelled' ? await expelledOnOf(db, memberId) : null
  return {
    standing: row.standing,
    unpaidYears: arrearsYears(oldest, today),
    oldestUnpaidOn: oldest,
    suspensionOn: dates?.suspensionOn ?? null,
    expulsionOn: dates?.expulsionOn ?? null,
    reinstatement: expelledOn ? reinstatementWindow(expelledOn) : null,
  }
}

export async function duesGuide(db: AppDb, memberId: number, now: Date): Promise<z.infer<typeof duesGuideSchema>> {
  const row = await record(db, memberId)
  const cls = row.memberNo === null ? null : memberClass(row.memberClass)
  const enrolled = row.firstEnrolledOn ?? row.selectedOn
  const endOn = enrolled ? duesEndOn(enrolled, row.birthDate) : null
  const half = periodAmount(cls?.code)
  return {
    memberClass: (cls?.code as MemberClass | undefined) ?? null,
    monthlyDues: cls?.monthlyDues ?? null,
    halfYearDues: half,
    billingMonths: [...DUES_BILLING_MONTHS],
    duesEndOn: endOn,
    exempt: half === null || (endOn !== null && endOn <= seoulDate(now)),
    bankTransfer: { ...DUES_BANK_ACCOUNT },
  }
}

export async function entranceFee(db: AppDb, memberId: number) {
  return entranceFeeDto(await entranceFeeRowOf(db, memberId))
}

/** "Reward and punishment status": the records of one kind, or both, and every change of standing. */
export async function rewardsAndPunishments(
  db: AppDb,
  memberId: number,
  kind: 'reward' | 'discipline' | 'both',
): Promise<z.infer<typeof rewardsSchema>> {
  const [sanctions, changes] = await Promise.all([sanctionsOf(db, memberId), standingChangesOf(db, memberId)])
  return {
    items: sanctions.filter((s) => kind === 'both' || s.kind === kind).map(sanctionDto),
    standingChanges: changes.map(standingChangeDto),
  }
}

export async function associationRecord(db: AppDb, memberId: number): Promise<AssociationRecordDto> {
  const r = await record(db, memberId)
  return {
    memberNo: r.memberNo,
    memberClass: (memberClass(r.memberClass)?.code as MemberClass | undefined) ?? null,
    category: r.category,
    level: r.level,
    firstEnrolledOn: r.firstEnrolledOn,
    selectedOn: r.selectedOn,
    standing: r.memberNo === null ? null : r.standing,
    standingSince: r.standingSince,
    placeOfBirth: r.placeOfBirth,
    heightCm: r.heightCm,
    weightKg: r.weightKg,
    affiliation: r.affiliation,
    contract: r.contract,
    extraMobile: r.extraMobile,
    extraMobileRelation: r.extraMobileRelation,
    mailDelivery: r.mailDelivery,
  }
}
