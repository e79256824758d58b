import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FIELD_ERRORS } from '@contract/error-codes'
import { errorText } from '@/lib/error-texts'

/** Fields whose "wrong format" deserves words about that field rather than "please check the format". */
const FORMAT_TEXTS = {
  firstNameEn: msg`Use English letters (spaces, apostrophes, periods and hyphens are allowed).`,
  lastNameEn: msg`Use English letters (spaces, apostrophes, periods and hyphens are allowed).`,
  email: msg`Please enter a valid e-mail address (e.g. name@example.com).`,
  phone: msg`Enter the number in digits only, starting with 0 (e.g. 0212345678).`,
  workPhone: msg`Enter the number in digits only, starting with 0 (e.g. 0212345678).`,
  zipCode: msg`Enter the 5-digit postal code.`,
  workZipCode: msg`Enter the 5-digit postal code.`,
} as const

/** A wrong password in a confirmation is "incorrect", not the sign-up's "does not match the confirmation". */
const MISMATCH_TEXTS = {
  currentPwd: msg`The current password is incorrect.`,
  pwd: msg`The password is incorrect.`,
} as const

/** The member's words for a field's problem code, from the contract schema or the server's `fields`. */
export function fieldText(i18n: I18n, field: string, code: string): string {
  // "Too short" says less than the rule itself, which names the 8 to 20 characters.
  if (field === 'newPwd' && (code === FIELD_ERRORS.TOO_SHORT || code === FIELD_ERRORS.TOO_LONG))
    return errorText(i18n, FIELD_ERRORS.PASSWORD_MIX) ?? code
  if (code === FIELD_ERRORS.MISMATCH && field in MISMATCH_TEXTS)
    return i18n._(MISMATCH_TEXTS[field as keyof typeof MISMATCH_TEXTS])
  if (code === FIELD_ERRORS.INVALID_FORMAT && field in FORMAT_TEXTS)
    return i18n._(FORMAT_TEXTS[field as keyof typeof FORMAT_TEXTS])
  return errorText(i18n, code) ?? i18n._(msg`Please check this value.`)
}
