import { z } from 'zod'

/**
 * Member calls shared by client and server. GET /member is the profile fetch run at start-up
 * (docs/requirements/accounts.md#acc-8): its answer fills the shell's user info (id, name, member class).
 */

/** Member class codes (docs/requirements/accounts.md#acc-2): tour pro, pro, amateur, other-tour pros. */
export const MEMBER_CLASSES = ['TP', 'PR', 'AMA', 'PR_O1', 'PR_O2'] as const

export const memberClassSchema = z.enum(MEMBER_CLASSES)

export type MemberClass = z.infer<typeof memberClassSchema>

/** Date of birth as eight digits, e.g. 19990505 (docs/requirements/accounts.md#acc-11). */
export const birthDateSchema = z.string().regex(/^\d{8}$/)

export const profileSchema = z
  .object({
    /** Login id; not checked against today's id rule, older accounts may predate it. */
    id: z.string().min(1),
    name: z.string().min(1),
    /** Null for web members who are not association members. */
    memberClass: memberClassSchema.nullable(),
    memberNo: z.string().nullable(),
    birthDate: birthDateSchema.nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    marketingAgree: z.boolean(),
  })
  .meta({ id: 'Profile' })

export type Profile = z.infer<typeof profileSchema>
