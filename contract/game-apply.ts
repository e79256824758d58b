import { z } from 'zod'
import { APPLICATION_WINDOWS } from '@domain/applications/window'
import {
  APPLY_TOUR_FILTERS,
  CADDIE_CHOICES,
  type ApplyTourFilter,
  type CaddieChoice,
} from '@domain/applications/choices'
import { ELIGIBILITY_REFUSALS } from '@domain/applications/eligibility'
import { STAGE_TYPES } from '@domain/selection/pass-line'
import { INT4_MAX } from './int4'
import { refundAccountSchema } from './payments'
import { MEMBERSHIP_TYPES } from './roles'

/**
 * Tournament applications (docs/requirements/tournament-applications.md): the specification's game calls under
 * `/api` (APP-1). Amounts are integer won decided by the server; the entry fee is paid through the payment door with
 * purpose `entry_fee` and the application's id as the ref (POST /api/payments/orders).
 */

const won = z.number().int().nonnegative()
const seoulDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const instant = z.string().describe('ISO instant')
/** An id a caller sends: a database integer, so a larger one is a 400, not a failed query. */
const idIn = z.coerce.number().int().positive().max(INT4_MAX)
const idInBody = z.number().int().positive().max(INT4_MAX)
const yearIn = z.coerce.number().int().min(1900).max(2999)

export { APPLY_TOUR_FILTERS, CADDIE_CHOICES, type ApplyTourFilter, type CaddieChoice }

/**
 * An application's state (APP-8, the specification's payment and cancellation states): in the field and not paid
 * (to be paid by `payBy`), a virtual account issued, paid (complete), on the waiting list, a paid virtual account
 * cancelled and waiting for the bank's refund, cancelled, or lapsed (not paid in time: the place went to the next on
 * the waiting list).
 */
export const APPLICATION_STATES = [
  'awaiting_payment',
  'waiting_for_deposit',
  'paid',
  'waitlisted',
  'cancellation_requested',
  'cancelled',
  'lapsed',
] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

/**
 * Why the member cannot apply now, most fundamental first: the login gate (APP-5), membership and class
 * (ELIGIBILITY_REFUSALS), standing (SD-9: discipline, suspension; dues and entrance fee named apart because the page
 * offers to pay them), the window, and an application already made.
 */
export const APPLY_REFUSALS = [
  'login',
  ...ELIGIBILITY_REFUSALS,
  'standing',
  'discipline',
  'dues_unpaid',
  'entrance_fee_unpaid',
  'not_open_yet',
  'ended',
  'already_applied',
] as const
export type ApplyRefusal = (typeof APPLY_REFUSALS)[number]

export const applicationSchema = z
  .object({
    id: z.number().int().positive(),
    gameId: z.number().int().positive(),
    tourId: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: seoulDay,
    endDate: seoulDay,
    state: z.enum(APPLICATION_STATES),
    /** Order of arrival in this tournament's applications, from 1; the waiting list follows it. */
    arrivalNo: z.number().int().positive(),
    waitlistPosition: z.number().int().positive().nullable().describe('1 = next to be given a place'),
    amountWon: won.describe('The entry fee when the member applied: what the payment door charges'),
    payBy: instant.nullable().describe('An unpaid place lapses then and goes to the waiting list'),
    caddie: z.enum(CADDIE_CHOICES),
    mobile: z.string(),
    orderNo: z.string().nullable(),
    method: z.string().nullable(),
    paidAt: instant.nullable(),
    cancelledAt: instant.nullable(),
    createdAt: instant,
    window: z.enum(APPLICATION_WINDOWS).nullable(),
    canChange: z.boolean().describe('Change and cancel are possible: the window is open and the state allows'),
    /** In the field staff confirmed: the tournament's entry list shows the member. */
    confirmed: z.boolean(),
  })
  .meta({ id: 'GameApplication' })
export type ApplicationDto = z.infer<typeof applicationSchema>

export const applyGameSchema = z
  .object({
    gameId: z.number().int().positive(),
    tourId: z.number().int(),
    tourNameKo: z.string(),
    tourNameEn: z.string(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: seoulDay,
    endDate: seoulDay,
    venueKo: z.string().nullable(),
    venueEn: z.string().nullable(),
    stageType: z.enum(STAGE_TYPES).nullable(),
    gameStatus: z.number().int().describe('1 upcoming, 2 in progress, 3 completed, 4 registration closed, 9 cancelled'),
    entryFeeWon: won,
    fieldSize: z.number().int().positive().nullable(),
    applicationOpensAt: instant.nullable(),
    applicationClosesAt: instant.nullable(),
    window: z.enum(APPLICATION_WINDOWS).nullable(),
    accepted: z.number().int().nonnegative().describe('Places in the field taken (paid or to be paid)'),
    waitlisted: z.number().int().nonnegative(),
    eligibleTypes: z.array(z.enum(MEMBERSHIP_TYPES)),
    /** The caller's live application; null for visitors and members who have none. */
    mine: applicationSchema.nullable(),
  })
  .meta({ id: 'ApplyGame' })
export type ApplyGameDto = z.infer<typeof applyGameSchema>

/**
 * GET /api/game/main/list?tour=&srhGameTab=&srhYear=: tournaments taking applications in a season. The page's
 * `tourId` goes as `tour`: a filter (all, etc) is not an id, and every `tourId` of the API is a number.
 */
export const applyListQuerySchema = z.object({
  tour: z.enum(APPLY_TOUR_FILTERS).default('all'),
  srhGameTab: z.enum(['list']).default('list'),
  srhYear: yearIn.optional().describe('Season; the current Seoul year when omitted'),
})
export const applyGameListSchema = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('Seasons with tournaments taking applications, newest first'),
    serverNow: instant.describe("The server's clock: the window is judged by it"),
    items: z
      .array(applyGameSchema)
      .describe('Open windows closing soonest first, then planned by opening, then ended most recent first'),
  })
  .meta({ id: 'ApplyGameList' })
export type ApplyGameListDto = z.infer<typeof applyGameListSchema>

export const gameIdQuerySchema = z.object({ gameId: idIn })

/** GET /api/game/detail?gameId=: the tournament's facts for applicants (APP-7). */
export const applyGameDetailSchema = applyGameSchema
  .extend({
    purseWon: won.nullable(),
    winnerPoints: z.number().int().nullable().describe('Genesis points to the winner'),
    rounds: z.number().int().positive(),
    format: z.enum(['stroke', 'match']),
    courseKo: z.string().nullable(),
    courseEn: z.string().nullable(),
  })
  .meta({ id: 'ApplyGameDetail' })
export type ApplyGameDetailDto = z.infer<typeof applyGameDetailSchema>

/** GET /api/game/applyInfo?gameId= (login): the applicant, the conditions and where the member stands. */
export const applyInfoSchema = z
  .object({
    game: applyGameDetailSchema,
    applicant: z.object({
      nameKo: z.string(),
      nameEn: z.string().nullable(),
      memberNo: z.string().nullable(),
      membershipType: z.enum(MEMBERSHIP_TYPES).nullable(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    }),
    conditions: z.object({
      duesPaid: z.boolean(),
      entranceFeePaid: z.boolean(),
      /** The first reason the member cannot apply now; null when they can. */
      refusal: z.enum(APPLY_REFUSALS).nullable(),
    }),
    agreedAt: instant.nullable().describe('POST /api/game/player/agree for this tournament'),
    serverNow: instant,
  })
  .meta({ id: 'ApplyInfo' })
export type ApplyInfoDto = z.infer<typeof applyInfoSchema>

/** GET /api/game/check/regCloseDate?gameId=: the window by the server's clock, asked before each step. */
export const regCloseDateSchema = z
  .object({
    gameId: z.number().int().positive(),
    window: z.enum(APPLICATION_WINDOWS).nullable(),
    opensAt: instant.nullable(),
    closesAt: instant.nullable(),
    serverNow: instant,
  })
  .meta({ id: 'ApplyWindow' })
export type RegCloseDateDto = z.infer<typeof regCloseDateSchema>

/** GET /api/game/memberShipFee (login): dues and entrance fee, for "pay it now?" (APP-6). */
export const membershipFeeSchema = z
  .object({
    duesPaid: z.boolean(),
    unpaidDuesPeriods: z.number().int().nonnegative(),
    unpaidDuesWon: won,
    entranceFeePaid: z.boolean(),
    entranceFeeWon: won.describe('What is left to pay; 0 when paid'),
    payPath: z.string().describe('Where the member pays: the dues tab of my page'),
  })
  .meta({ id: 'MembershipFee' })
export type MembershipFeeDto = z.infer<typeof membershipFeeSchema>

/** POST /api/game/player/agree: the application's consents, all required. */
export const playerAgreeSchema = z.object({
  gameId: idInBody,
  personalData: z.literal(true),
  rules: z.literal(true),
  refundPolicy: z.literal(true),
})
export const playerAgreedSchema = z.object({ agreedAt: instant }).meta({ id: 'ApplyAgreed' })

const mobileIn = z
  .string()
  .trim()
  .regex(/^01[016789]-?\d{3,4}-?\d{4}$/)
  .describe('Korean mobile number, e.g. 010-1234-5678')

/** POST /api/game/apply (Idempotency-Key optional): takes a place, or a place on the waiting list. */
export const applyBodySchema = z.object({
  gameId: idInBody,
  caddie: z.enum(CADDIE_CHOICES),
  mobile: mobileIn,
  queueToken: z.string().max(200).nullable().default(null),
})

/** POST /api/game/change: what an application may change while the window is open. */
export const changeBodySchema = z
  .object({
    applicationId: idInBody,
    caddie: z.enum(CADDIE_CHOICES).optional(),
    mobile: mobileIn.optional(),
  })
  // A change with nothing to change is a mistake of the page (decision 0082, "After review"): 400 VALIDATION.
  .refine((b) => b.caddie !== undefined || b.mobile !== undefined, { path: ['caddie'], message: 'invalid_value' })

/** POST /api/game/cancel (Idempotency-Key): a paid virtual account needs the account to refund to. */
export const cancelBodySchema = z.object({
  applicationId: idInBody,
  refundAccount: refundAccountSchema.optional(),
})

/** POST /api/game/cancel/vbank: withdraws an issued, unpaid virtual account; the place stays, to be paid by card. */
export const cancelVbankBodySchema = z.object({ applicationId: idInBody })

/** POST /api/game/apply/cartdelsch: removes unpaid applications from the cart (gives their places back). */
export const cartRemoveBodySchema = z.object({ applicationIds: z.array(idInBody).min(1).max(20) })
export const cartRemovedSchema = z.object({ removed: z.array(z.number().int()) }).meta({ id: 'ApplyCartRemoved' })

/**
 * The member's applications (login). `GET /api/mypage/game-apply/year`: the seasons with any; `GET
 * /api/mypage/game-apply?year=`: those of a season (every season when omitted), newest first (APP-11).
 */
export const myApplicationYearsSchema = z
  .object({ years: z.array(z.number().int()).describe('Newest first') })
  .meta({ id: 'MyApplicationYears' })
export const myApplicationsQuerySchema = z.object({ year: yearIn.optional() })
export const myApplicationsSchema = z
  .object({
    year: z.number().int().nullable().describe('Null: every season'),
    items: z.array(applicationSchema),
  })
  .meta({ id: 'MyApplications' })
export type MyApplicationsDto = z.infer<typeof myApplicationsSchema>

/**
 * GET /api/game/applyList (login): the member's live applications of tournaments still to be played, for the apply
 * pages; those `awaiting_payment` are the cart, payable together in one order.
 */
export const applyCartSchema = z
  .object({ items: z.array(applicationSchema).describe('By application time') })
  .meta({ id: 'ApplyCart' })
export type ApplyCartDto = z.infer<typeof applyCartSchema>

/** GET /api/game/reserveInfo?gameId=: places taken and waiting, and the caller's application. */
export const reserveInfoSchema = z
  .object({
    gameId: z.number().int().positive(),
    fieldSize: z.number().int().positive().nullable(),
    accepted: z.number().int().nonnegative(),
    waitlisted: z.number().int().nonnegative(),
    window: z.enum(APPLICATION_WINDOWS).nullable(),
    mine: applicationSchema.nullable(),
  })
  .meta({ id: 'ApplyReserveInfo' })
export type ReserveInfoDto = z.infer<typeof reserveInfoSchema>

/** GET /api/staff/game-apply/{gameId}: the applicants, for the staff's field confirmation (APP-11). */
export const staffApplicantSchema = z.object({
  applicationId: z.number().int().positive(),
  memberId: z.number().int().positive(),
  memberNo: z.string().nullable(),
  nameKo: z.string(),
  nameEn: z.string().nullable(),
  membershipType: z.enum(MEMBERSHIP_TYPES).nullable(),
  state: z.enum(APPLICATION_STATES),
  arrivalNo: z.number().int().positive(),
  waitlistPosition: z.number().int().positive().nullable(),
  paidAt: instant.nullable(),
  confirmed: z.boolean(),
})
export const staffFieldSchema = z
  .object({
    game: applyGameSchema,
    confirmedAt: instant.nullable(),
    confirmedCount: z.number().int().nonnegative(),
    applicants: z.array(staffApplicantSchema).describe('By arrival'),
  })
  .meta({ id: 'StaffApplyField' })
export type StaffFieldDto = z.infer<typeof staffFieldSchema>
export const staffFieldParamsSchema = z.object({ gameId: idIn })
export const fieldConfirmedSchema = z
  .object({ confirmedAt: instant, entries: z.number().int().nonnegative().describe('Entries in the field now') })
  .meta({ id: 'ApplyFieldConfirmed' })
