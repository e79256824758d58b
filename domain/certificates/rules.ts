import { addDays } from '../time'

/**
 * The certificate rules of docs/requirements/my-page.md#my-5 and #my-6 that need no database: which type asks for
 * competitions or a period, how many competitions one certificate holds, the issue number, how long a certificate
 * stays valid and which state a stored one is in on a given day.
 */

export const CERTIFICATE_TYPES = ['membership', 'records', 'participation', 'planned', 'experience'] as const
export type CertificateType = (typeof CERTIFICATE_TYPES)[number]

/** "Certificate max 5 tournaments" (the specification's constants). */
export const MAX_COMPETITIONS = 5

/**
 * Days a certificate is valid from its issue day, that day included. Submission targets usually ask for a
 * certificate issued within three months: 90 days covers that (docs/decisions/0063-certs-validity.md).
 */
export const VALIDITY_DAYS = 90

/** Types that name tournaments: records and participation (played ones), planned participation (entered ones). */
export const needsCompetitions = (type: CertificateType): boolean =>
  type === 'records' || type === 'participation' || type === 'planned'

/** Types that certify a span of time: membership confirmation and professional experience. */
export const needsPeriod = (type: CertificateType): boolean => type === 'membership' || type === 'experience'

/** Which tournaments a type chooses from: the member's played ones or his entered upcoming ones. */
export const competitionKind = (type: CertificateType): 'played' | 'planned' | null =>
  type === 'planned' ? 'planned' : needsCompetitions(type) ? 'played' : null

/** The may() action that decides who gets this type (docs/decisions/0055-standing-permissions.md). */
export const actionOf = (type: CertificateType): 'get_certificate' | 'get_experience_certificate' =>
  type === 'experience' ? 'get_experience_certificate' : 'get_certificate'

/** FW-2026-000123: the year of issue (Seoul) and a sequence that restarts each year. */
export const issueNumber = (year: number, sequence: number): string => `FW-${year}-${String(sequence).padStart(6, '0')}`

const ISSUE_NUMBER = /^FW-(\d{4})-(\d{6})$/

export const isIssueNumber = (value: string): boolean => ISSUE_NUMBER.test(value)

/** The last day a certificate issued on `issuedOn` is valid. */
export const validUntilOf = (issuedOn: string): string => addDays(issuedOn, VALIDITY_DAYS - 1)

export type CertificateState = 'valid' | 'revoked' | 'expired'

/** Revoked wins over expired: a revoked certificate says so whatever its date. */
export function certificateState(cert: { revoked: boolean; validUntil: string }, today: string): CertificateState {
  if (cert.revoked) return 'revoked'
  return today > cert.validUntil ? 'expired' : 'valid'
}

/**
 * The holder's name as the public verification page shows it: first and last character kept, the rest masked
 * (이동료 → 이*료, 김투 → 김*, Tour Kim → T******m), so the page confirms a name without publishing it.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length <= 1) return '*'
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`
}
