import { PASSWORD_MAX, PASSWORD_MIN } from './auth'
import { FIELD_ERRORS, type FieldError } from './errors'

/**
 * The password rule of sign-up and password change (docs/requirements/accounts.md#acc-9: 8 to 20 characters mixing
 * letters, digits and special characters), plus refusals of passwords that are easy to guess. One definition for the
 * browser (inline messages) and the server (which decides). Login does not apply it: older accounts may predate it.
 */
export { PASSWORD_MAX, PASSWORD_MIN }

/** Printable ASCII only: what every keyboard layout and the legacy systems can type. */
const PRINTABLE = /^[\x21-\x7e]+$/

/**
 * Passwords that pass the mix rule and still top the breach lists, lower-cased. Short on purpose: the
 * base-word check below catches their variants (P@ssw0rd!, Qwerty123#).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'p@ssw0rd',
  'p@ssword1',
  'password1!',
  'password123!',
  'passw0rd!',
  'qwerty123!',
  'qwer1234!',
  'q1w2e3r4!',
  '1q2w3e4r!',
  '1q2w3e4r5t!',
  'abc123!@#',
  'abcd1234!',
  'aa123456!',
  'admin123!',
  'welcome1!',
  'iloveyou1!',
  'zaq12wsx!',
  '!qaz2wsx',
  '1qaz2wsx!',
  'asdf1234!',
  'test1234!',
  'love1234!',
  'korea123!',
  'golf1234!',
])

/**
 * Words that make a password guessable whatever digits and symbols surround them. 'fairway', 'kpga' and
 * 'golf' because an attacker of this site tries them first.
 */
const COMMON_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwd',
  'qwerty',
  'qwertyuiop',
  'asdf',
  'asdfgh',
  'zxcv',
  'qwer',
  'admin',
  'administrator',
  'welcome',
  'iloveyou',
  'letmein',
  'dragon',
  'monkey',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'master',
  'login',
  'abc',
  'abcd',
  'abcde',
  'test',
  'guest',
  'love',
  'korea',
  'seoul',
  'golf',
  'golfer',
  'kpga',
  'fairway',
  'user',
  'hello',
  'secret',
  'superman',
  'batman',
  'q',
  'qw',
  'a',
  'aa',
  'aaa',
  'aaaa',
])

const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
}

const ROWS = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1qaz2wsx3edc4rfv']

/** aaaa or 1111: four of the same character in a row. */
const hasRepeat = (value: string) => /(.)\1{3}/.test(value)

/** abcd, 4321, qwer, 1qaz: four characters in a row of a keyboard or alphabet, either way round. */
function hasSequence(value: string): boolean {
  const lower = value.toLowerCase()
  for (let i = 0; i + 4 <= lower.length; i++) {
    const part = lower.slice(i, i + 4)
    const reversed = [...part].reverse().join('')
    if (ROWS.some((row) => row.includes(part) || row.includes(reversed))) return true
  }
  return false
}

/** The word under the decoration: leet letters read back, digits and symbols at the ends dropped. */
function baseWord(value: string): string {
  const core = value.toLowerCase().replace(/^[^a-z@$]+|[^a-z@$]+$/g, '')
  return [...core]
    .map((c) => LEET[c] ?? c)
    .join('')
    .replace(/[^a-z]/g, '')
}

/** The first problem of a new password, or null when it may be used. `loginId` is the account's ID. */
export function passwordProblem(password: string, loginId?: string): FieldError | null {
  if (password.length === 0) return FIELD_ERRORS.REQUIRED
  if (password.length < PASSWORD_MIN) return FIELD_ERRORS.TOO_SHORT
  if (password.length > PASSWORD_MAX) return FIELD_ERRORS.TOO_LONG
  if (!PRINTABLE.test(password)) return FIELD_ERRORS.PASSWORD_MIX
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password))
    return FIELD_ERRORS.PASSWORD_MIX
  if (loginId && password.toLowerCase().includes(loginId.toLowerCase())) return FIELD_ERRORS.PASSWORD_CONTAINS_ID
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || COMMON_WORDS.has(baseWord(password)))
    return FIELD_ERRORS.PASSWORD_COMMON
  if (hasRepeat(password) || hasSequence(password)) return FIELD_ERRORS.PASSWORD_PATTERN
  return null
}
