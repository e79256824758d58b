/**
 * The numbers of docs/decisions/0082-application-lifecycle.md, one place to change them.
 */

/** A place given (at applying, or from the waiting list) must be paid within this many hours, or it lapses. */
export const PAY_WITHIN_HOURS = 24

/** A tournament without a recorded field size takes every applicant (the field row's size). */
export const UNLIMITED_FIELD = 2_147_483_647
