import { z } from 'zod'

/**
 * Who may call what (docs/requirements/accounts.md#acc-1). A visitor is anyone without a session. Every account is a
 * web member; an account with an association record (member number and class) is also an association member. The other
 * roles are granted per account and add to those two.
 */
export const ROLES = [
  'web_member',
  'association_member',
  'instructor',
  'club_president',
  'club_operator',
  'staff',
  'scorer',
  'official',
  'partner',
] as const

export type Role = (typeof ROLES)[number]

/** Roles stored on an account; web_member and association_member follow from the record itself. */
export const GRANTED_ROLES = [
  'instructor',
  'club_president',
  'club_operator',
  'staff',
  'scorer',
  'official',
  'partner',
] as const satisfies readonly Role[]

export type GrantedRole = (typeof GRANTED_ROLES)[number]

export const roleSchema = z.enum(ROLES)

/**
 * Association membership (docs/requirements/accounts.md#acc-1): regular members are tour pros and playing pros;
 * associates are semi-pros and teaching pros.
 */
export const MEMBERSHIP_KINDS = ['regular', 'associate'] as const
export const MEMBERSHIP_TYPES = ['tour_pro', 'playing_pro', 'semi_pro', 'teaching_pro'] as const

export type MembershipKind = (typeof MEMBERSHIP_KINDS)[number]
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number]

export const KIND_OF_TYPE: Readonly<Record<MembershipType, MembershipKind>> = {
  tour_pro: 'regular',
  playing_pro: 'regular',
  semi_pro: 'associate',
  teaching_pro: 'associate',
}
