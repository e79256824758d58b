import { sql } from 'drizzle-orm'
import { boolean, char, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Standing } from '@contract/membership'

/** Web account state: pending = offline-document sign-up awaiting staff; withdrawn = left the web services. */
export type AccountStatus = 'active' | 'pending' | 'withdrawn'

/**
 * A person who can log in, and (when member_no is set) the association's member record of that person. One row for both
 * because the requirements tie them (docs/requirements/accounts.md#acc-18): withdrawing from the web keeps the
 * association membership (the purge clears the web part and keeps the row), and single sign-on passes only when the
 * record exists.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Login ID; null once a withdrawn association member's web account is purged (the ID is free again). */
    loginId: text('login_id'),
    passwordHash: text('password_hash'),
    status: text('status').$type<AccountStatus>().notNull().default('active'),
    name: text('name').notNull(),
    firstNameEn: text('first_name_en'),
    lastNameEn: text('last_name_en'),
    /** Eight digits, e.g. 19990505 (docs/requirements/accounts.md#acc-11). */
    birthDate: char('birth_date', { length: 8 }),
    gender: char('gender', { length: 1 }),
    nationality: char('nationality', { length: 3 }),
    /** Verified mobile number, digits only. */
    mobile: text('mobile'),
    phone: text('phone'),
    email: text('email'),
    emailReceive: boolean('email_receive').notNull().default(false),
    smsReceive: boolean('sms_receive').notNull().default(false),
    zipCode: text('zip_code'),
    address: text('address'),
    addressDetail: text('address_detail'),
    workName: text('work_name'),
    workZipCode: text('work_zip_code'),
    workAddress: text('work_address'),
    workAddressDetail: text('work_address_detail'),
    workPhone: text('work_phone'),
    guardianName: text('guardian_name'),
    guardianPhone: text('guardian_phone'),
    /** Optional photo from sign-up: a data URL of a JPEG/PNG/WebP of at most 300 KB (contract photoSchema). */
    photo: text('photo'),
    marketingAgree: boolean('marketing_agree').notNull().default(false),
    marketingAgreedAt: timestamp('marketing_agreed_at', { withTimezone: true }),
    /** Association membership number; null for web members who are not association members. */
    memberNo: text('member_no'),
    /** TP, PR, AMA, PR_O1, PR_O2 (contract/member.ts). */
    memberClass: text('member_class'),
    /** regular | associate, and tour_pro | playing_pro | semi_pro | teaching_pro (contract/roles.ts). */
    membershipKind: text('membership_kind'),
    membershipType: text('membership_type'),
    // The association's record (docs/requirements/standing-and-dues.md#sd-1, #sd-2): owned by the association,
    // read-only to the member (PATCH /member refuses them). Dues and permissions are derived from the ledger
    // (server/db/schema/membership.ts) by server/modules/membership, never stored as a flag here.
    firstEnrolledOn: date('first_enrolled_on', { mode: 'string' }),
    /** The day the member was selected (passed the association's selection): the entrance fee falls due from it. */
    selectedOn: date('selected_on', { mode: 'string' }),
    category: text('category'),
    level: text('level'),
    standing: text('standing').$type<Standing>().notNull().default('active'),
    standingSince: date('standing_since', { mode: 'string' }),
    /** "Restricted qualifications" that refuse posting (SD-9); set by the association. */
    qualificationRestricted: boolean('qualification_restricted').notNull().default(false),
    /** When the introductory education was completed; null while incomplete (docs/requirements/my-page.md#my-6). */
    introEducationCompletedOn: date('intro_education_completed_on', { mode: 'string' }),
    placeOfBirth: text('place_of_birth'),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    affiliation: text('affiliation'),
    contract: text('contract'),
    extraMobile: text('extra_mobile'),
    extraMobileRelation: text('extra_mobile_relation'),
    /** Where the association's mail goes: home (residence) or work (workplace). */
    mailDelivery: text('mail_delivery').$type<'home' | 'work'>(),
    /** Roles beyond web member and association member: instructor, club_president, club_operator, staff, scorer. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Offline-document sign-up: when staff recorded the ID document; a pending row without one is deleted after 2 days.
     */
    documentReceivedAt: timestamp('document_received_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(t.loginId),
    index('members_status_idx').on(t.status, t.createdAt),
    index('members_member_no_idx').on(t.memberNo),
    check('members_status', sql`${t.status} in ('active', 'pending', 'withdrawn')`),
    check('members_standing', sql`${t.standing} in ('active', 'suspended', 'expelled', 'reinstated')`),
    check('members_mail_delivery', sql`${t.mailDelivery} is null or ${t.mailDelivery} in ('home', 'work')`),
  ],
)

export type MemberRow = typeof members.$inferSelect
