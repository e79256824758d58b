import { z } from 'zod'
import { COUNTRIES } from '@domain/codes/countries'
import { compactDate, fullYears, seoulDate } from '@domain/time'
import { loginIdSchema } from './auth'
import { FIELD_ERRORS } from './errors'
import { birthDateSchema } from './member'
import { passwordProblem } from './password-rules'

/**
 * Web-member sign-up (docs/requirements/accounts.md#acc-11): one definition of every field rule for the browser's form
 * and the server. Rules that need today's date (age, birth date in the future) are functions below, called by the
 * server with its business clock (Asia/Seoul) and by the browser with its own.
 */

/** Korean mobile number, digits only: 010, 011, 016-019 and 7 or 8 more digits. */
export const MOBILE_PATTERN = /^01[016789]\d{7,8}$/
export const mobileSchema = z.string().regex(MOBILE_PATTERN)
/** Any Korean phone number, digits only (wired numbers start with 0 and have 9 to 11 digits). */
export const phoneSchema = z.string().regex(/^0\d{8,10}$/)
export const zipCodeSchema = z.string().regex(/^\d{5}$/)
export const emailSchema = z.string().max(100).email()

/** Nationality: a 3-letter code of the country table (the ~60 countries of the sign-up list and more). */
export const NATIONALITY_CODES: readonly string[] = COUNTRIES.map((c) => c.code)
export const nationalitySchema = z
  .string()
  .refine((code) => NATIONALITY_CODES.includes(code), FIELD_ERRORS.INVALID_VALUE)

/** The under-14 rule (docs/requirements/accounts.md#acc-13): members under 14 cannot join without a guardian. */
export const GUARDIAN_AGE = 14

/** Whether 'YYYYMMDD' is a real calendar day. */
export function isCalendarDate(birth: string): boolean {
  const y = Number(birth.slice(0, 4))
  const m = Number(birth.slice(4, 6))
  const d = Number(birth.slice(6, 8))
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** Full years of age on `today` ('YYYYMMDD', the business day in Seoul). */
export const ageOn = (birth: string, today: string): number => fullYears(birth, today)

/** 'YYYYMMDD' of an instant in Asia/Seoul, the form's own way of writing a day. */
export const seoulDay = (at: Date): string => compactDate(seoulDate(at))

/**
 * The member's photo: a data URL of a JPEG, PNG or WebP image of at most PHOTO_MAX_BYTES. The browser
 * downsizes it to PHOTO_MAX_EDGE pixels and re-encodes it as JPEG before sending, so a phone's 5 MB picture
 * arrives as ~50-150 KB; the limit only stops what did not go through that path.
 */
export const PHOTO_MAX_BYTES = 300 * 1024
export const PHOTO_MAX_EDGE = 600
const PHOTO_PREFIX = /^data:(image\/(?:jpeg|png|webp));base64,/
/** The longest data URL a PHOTO_MAX_BYTES image makes (base64 is 4 characters per 3 bytes). */
export const PHOTO_DATA_URL_MAX_LENGTH = 'data:image/jpeg;base64,'.length + Math.ceil(PHOTO_MAX_BYTES / 3) * 4

/** The first bytes each image type starts with; a declared type must match its content. */
const MAGIC: Readonly<Record<string, (bytes: number[]) => boolean>> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
}

/** Whether `value` is a base64 data URL of a JPEG, PNG or WebP whose bytes really are that image type. */
export function isImageDataUrl(value: string): boolean {
  const prefix = PHOTO_PREFIX.exec(value)
  if (!prefix) return false
  const data = value.slice(prefix[0].length)
  if (data.length < 16 || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) return false
  const head = [...atob(data.slice(0, 16))].map((c) => c.charCodeAt(0))
  return MAGIC[prefix[1]!]!(head)
}

/** Too long answers too_long (the client says "at most 300 KB"); anything but an image invalid_format. */
export const photoSchema = z.string().max(PHOTO_DATA_URL_MAX_LENGTH).refine(isImageDataUrl, FIELD_ERRORS.INVALID_FORMAT)

const text = (max: number) => z.string().trim().min(1).max(max)
const optionalText = (max: number) => z.string().trim().max(max).optional()
const mustAgree = z.boolean().refine((agreed) => agreed, FIELD_ERRORS.CONSENT_REQUIRED)

/** Fields both sign-up ways collect. */
const personFields = {
  id: loginIdSchema,
  pwd: z.string(),
  pwdConfirm: z.string(),
  name: text(30),
  /** English first name (required) and last name. */
  firstNameEn: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z][A-Za-z .'-]*$/),
  lastNameEn: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z .'-]*$/)
    .optional(),
  birthDate: birthDateSchema,
  gender: z.enum(['M', 'F']),
  nationality: nationalitySchema,
  phone: phoneSchema.optional(),
  email: emailSchema.optional(),
  emailReceive: z.boolean().default(false),
  smsReceive: z.boolean().default(false),
  zipCode: zipCodeSchema,
  address: text(200),
  addressDetail: text(200),
  workName: optionalText(100),
  workZipCode: zipCodeSchema.optional(),
  workAddress: optionalText(200),
  workAddressDetail: optionalText(200),
  workPhone: phoneSchema.optional(),
  /** Required for members under 14 (checked with the date: see signupAgeProblem). */
  guardianName: optionalText(30),
  guardianPhone: mobileSchema.optional(),
  /** Optional photo (data URL, see photoSchema). */
  photo: photoSchema.optional(),
  marketingAgree: z.boolean().default(false),
  agreeTerms: mustAgree,
  agreePrivacy: mustAgree,
}

type PasswordFields = { id: string; pwd: string; pwdConfirm: string; birthDate: string }

/** Rules across fields: the password rule, its confirmation, a real birth date. */
function checkAcross(value: PasswordFields, ctx: z.RefinementCtx) {
  const problem = passwordProblem(value.pwd, value.id)
  if (problem) ctx.addIssue({ code: 'custom', path: ['pwd'], message: problem })
  else if (value.pwdConfirm !== value.pwd)
    ctx.addIssue({ code: 'custom', path: ['pwdConfirm'], message: FIELD_ERRORS.MISMATCH })
  if (!isCalendarDate(value.birthDate))
    ctx.addIssue({ code: 'custom', path: ['birthDate'], message: FIELD_ERRORS.INVALID_DATE })
}

/** POST /member/signup: web member, mobile verified through /cert/phone (phoneCertId). */
export const signupBodySchema = z
  .strictObject({ ...personFields, phoneCertId: z.string().min(1).max(100) })
  .superRefine(checkAcross)
  .meta({ id: 'SignupBody' })

/** POST /member/signupRequest: sign-up by offline documents; the mobile is checked by staff with the ID document. */
export const signupRequestBodySchema = z
  .strictObject({ ...personFields, mobile: mobileSchema, agreeProvide: mustAgree })
  .superRefine(checkAcross)
  .meta({ id: 'SignupRequestBody' })

export type SignupBody = z.infer<typeof signupBodySchema>
export type SignupRequestBody = z.infer<typeof signupRequestBodySchema>

/** The date rules: no birth date in the future, and a guardian below GUARDIAN_AGE. Field → code. */
export function signupAgeProblems(
  body: Pick<SignupBody, 'birthDate' | 'guardianName' | 'guardianPhone'>,
  today: string,
): Record<string, string> {
  if (body.birthDate > today) return { birthDate: FIELD_ERRORS.INVALID_DATE }
  if (ageOn(body.birthDate, today) >= GUARDIAN_AGE) return {}
  const problems: Record<string, string> = {}
  if (!body.guardianName) problems.guardianName = FIELD_ERRORS.GUARDIAN_REQUIRED
  if (!body.guardianPhone) problems.guardianPhone = FIELD_ERRORS.GUARDIAN_REQUIRED
  return problems
}

export const signupResultSchema = z
  .object({
    id: z.string(),
    /** active for a web sign-up; pending for a document sign-up until staff confirm. */
    status: z.enum(['active', 'pending']),
    /** Pending only: when the temporary data is deleted unless the ID document has arrived. */
    deleteAfter: z.string().nullable(),
  })
  .meta({ id: 'SignupResult' })

/** GET /member/check/id/{id}: the duplicate check the form needs before sign-up. */
export const idCheckSchema = z.object({ id: z.string(), available: z.boolean() }).meta({ id: 'IdCheck' })
