import { z } from 'zod'
import { loginIdSchema } from './auth'
import { FIELD_ERRORS } from './errors'
import { memberClassSchema, profileSchema } from './member'
import { emailSchema, mobileSchema, phoneSchema, zipCodeSchema } from './member-signup'
import { passwordProblem } from './password-rules'
import { MEMBERSHIP_KINDS, MEMBERSHIP_TYPES, roleSchema } from './roles'

/** The signed-in member's own record (GET /member): the profile basics plus what the edit screen shows. */
export const memberDetailSchema = profileSchema
  .extend({
    firstNameEn: z.string().nullable(),
    lastNameEn: z.string().nullable(),
    gender: z.string().nullable(),
    nationality: z.string().nullable(),
    phone: z.string().nullable(),
    emailReceive: z.boolean(),
    smsReceive: z.boolean(),
    zipCode: z.string().nullable(),
    address: z.string().nullable(),
    addressDetail: z.string().nullable(),
    workName: z.string().nullable(),
    workZipCode: z.string().nullable(),
    workAddress: z.string().nullable(),
    workAddressDetail: z.string().nullable(),
    workPhone: z.string().nullable(),
    roles: z.array(roleSchema),
    membershipKind: z.enum(MEMBERSHIP_KINDS).nullable(),
    membershipType: z.enum(MEMBERSHIP_TYPES).nullable(),
    duesPaid: z.boolean(),
  })
  .meta({ id: 'MemberDetail' })

export type MemberDetail = z.infer<typeof memberDetailSchema>

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

/**
 * PATCH /member: what a member may change. Not the ID (the terms say it is unchangeable), the real name
 * or the date of birth (real-name membership), nor the mobile (PATCH /member/phone, verified).
 * Strict: a key outside this list (id, memberNo, roles) is refused, not ignored.
 */
export const memberUpdateSchema = z
  .strictObject({
    firstNameEn: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z][A-Za-z .'-]*$/)
      .optional(),
    lastNameEn: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z .'-]*$/)
      .nullable()
      .optional(),
    phone: phoneSchema.nullable().optional(),
    email: emailSchema.nullable().optional(),
    emailReceive: z.boolean().optional(),
    smsReceive: z.boolean().optional(),
    zipCode: zipCodeSchema.optional(),
    address: z.string().trim().min(1).max(200).optional(),
    addressDetail: z.string().trim().min(1).max(200).optional(),
    workName: optionalText(100),
    workZipCode: zipCodeSchema.nullable().optional(),
    workAddress: optionalText(200),
    workAddressDetail: optionalText(200),
    workPhone: phoneSchema.nullable().optional(),
  })
  .meta({ id: 'MemberUpdate' })

export type MemberUpdate = z.infer<typeof memberUpdateSchema>

/** The current password, required with a change of a recovery channel (the e-mail here, the mobile below). */
export const currentPasswordSchema = z.string().min(1).max(100)

/**
 * The body of PATCH /member: the changes, plus the current password when the e-mail changes (a stolen
 * session must not be enough to move the account's recovery channels).
 */
export const memberUpdateBodySchema = memberUpdateSchema
  .extend({ currentPwd: currentPasswordSchema.optional() })
  .meta({ id: 'MemberUpdateBody' })

export type MemberUpdateBody = z.infer<typeof memberUpdateBodySchema>

/**
 * PATCH /member/account: the password change. The ID is not sent (it is the session's), so the rule's
 * "contains the ID" part is checked by the server.
 */
export const passwordChangeSchema = z
  .strictObject({ currentPwd: z.string().min(1).max(100), newPwd: z.string(), newPwdConfirm: z.string() })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.newPwd)
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPwd'], message: problem })
    else if (value.newPwd !== value.newPwdConfirm)
      ctx.addIssue({ code: 'custom', path: ['newPwdConfirm'], message: FIELD_ERRORS.MISMATCH })
  })
  .meta({ id: 'PasswordChange' })

/** PATCH /member/phone: the new mobile, verified through /cert/phone, and the current password. */
export const phoneChangeSchema = z
  .strictObject({ phoneCertId: z.string().min(1).max(100), currentPwd: currentPasswordSchema })
  .meta({ id: 'PhoneChange' })

export type PhoneChange = z.infer<typeof phoneChangeSchema>

/** PATCH /member/marketingAgree. */
export const marketingAgreeSchema = z.strictObject({ marketingAgree: z.boolean() }).meta({ id: 'MarketingAgree' })

/** DELETE /member/delete: withdrawal from the web services, confirmed with the password. */
export const withdrawalBodySchema = z.strictObject({ pwd: z.string().min(1).max(100) }).meta({ id: 'WithdrawalBody' })

export const withdrawalResultSchema = z
  .object({
    /** When the kept data is purged (the retention period after withdrawal). */
    purgeAfter: z.string(),
    /** True when the association membership stays (the member record is kept after the purge). */
    associationMembershipKept: z.boolean(),
  })
  .meta({ id: 'WithdrawalResult' })

/** Account recovery needs a name and an e-mail or a phone number (docs/requirements/accounts.md#acc-16). */
const contactFields = {
  name: z.string().trim().min(1).max(30),
  email: emailSchema.optional(),
  mobile: mobileSchema.optional(),
}

const needsContact = (value: { email?: string | undefined; mobile?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!value.email && !value.mobile) ctx.addIssue({ code: 'custom', path: ['email'], message: FIELD_ERRORS.REQUIRED })
}

/** POST /member/findId. */
export const findIdBodySchema = z.strictObject(contactFields).superRefine(needsContact).meta({ id: 'FindIdBody' })

/** The IDs of the accounts that match, masked (mem***01): enough to remember, useless to harvest. */
export const findIdResultSchema = z.object({ ids: z.array(z.string()) }).meta({ id: 'FindIdResult' })

/** POST /member/findPw: asks for a one-time code, sent to the account's mobile (or e-mail when that was given). */
export const findPwBodySchema = z
  .strictObject({ id: loginIdSchema, ...contactFields })
  .superRefine(needsContact)
  .meta({ id: 'FindPwBody' })

/**
 * Always answered alike, whether an account matched or not (no account discovery through this call);
 * the code goes only to the contact on record.
 */
export const findPwResultSchema = z.object({ resetId: z.string(), expiresAt: z.string() }).meta({ id: 'FindPwResult' })

/** POST /member/findPw/reset: the code and the new password. */
export const passwordResetBodySchema = z
  .strictObject({
    resetId: z.string().min(1).max(100),
    code: z.string().regex(/^\d{6}$/),
    newPwd: z.string(),
    newPwdConfirm: z.string(),
  })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value.newPwd)
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPwd'], message: problem })
    else if (value.newPwd !== value.newPwdConfirm)
      ctx.addIssue({ code: 'custom', path: ['newPwdConfirm'], message: FIELD_ERRORS.MISMATCH })
  })
  .meta({ id: 'PasswordResetBody' })

/** GET /member/accountInfo/{id}: the account's state, for its owner (and staff). */
export const accountInfoSchema = z
  .object({
    id: z.string(),
    status: z.enum(['active', 'pending', 'withdrawn']),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    memberNo: z.string().nullable(),
    memberClass: memberClassSchema.nullable(),
    duesPaid: z.boolean(),
    marketingAgree: z.boolean(),
  })
  .meta({ id: 'AccountInfo' })

export type AccountInfo = z.infer<typeof accountInfoSchema>

/**
 * GET /member/kpgaacademy and GET /member/lgcns: the single sign-on hand-off (docs/requirements/accounts.md#acc-20).
 * `status` 200 with isExistMember false when the member has no association record: the client says the account is not
 * eligible.
 */
export const ssoHandOffSchema = z
  .object({
    status: z.number(),
    data: z.object({
      isExistMember: z.boolean(),
      message: z.string(),
      encrypted: z.string().optional(),
      ek: z.string().optional(),
      returl: z.string().optional(),
      user_nm: z.string().optional(),
      login_id: z.string().optional(),
      dept_cd: z.string().optional(),
      gender: z.string().optional(),
      mobile: z.string().optional(),
      zipcode: z.string().optional(),
      new_addr: z.string().optional(),
      addr_dtl: z.string().optional(),
      birthday: z.string().optional(),
      email: z.string().optional(),
      etc1: z.string().optional(),
      etc2: z.string().optional(),
      etc3: z.string().optional(),
      etc4: z.string().optional(),
      etc5: z.string().optional(),
    }),
  })
  .meta({ id: 'SsoHandOff' })

export type SsoHandOff = z.infer<typeof ssoHandOffSchema>
