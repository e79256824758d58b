/**
 * The member's words for a field code next to a given field. The contract's own codes (password rules,
 * mismatch, guardian, consent, date, taken) have one text everywhere (errorText); the generic ones
 * (required, format) say what this field needs, which "please check the format" would not.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { FIELD_ERRORS } from '@contract/error-codes'
import { errorText } from '@/lib/error-texts'

type FieldTexts = Partial<Record<'required' | 'format' | 'long', MessageDescriptor>>

const ID_RULE = msg`Use 6 to 20 lowercase letters and digits, starting with a letter.`
const ENGLISH_ONLY = msg`Use English letters only.`
const MOBILE_RULE = msg`Please enter a mobile number, digits only (e.g. 01012345678).`
const PHONE_RULE = msg`Please enter a phone number, digits only (e.g. 0212345678).`
const ZIP_RULE = msg`Please enter the 5-digit zip code.`

const FIELD_TEXTS: Readonly<Record<string, FieldTexts>> = {
  id: { required: msg`Please enter an ID.`, format: ID_RULE, long: ID_RULE },
  pwd: {
    required: msg`Please enter a password.`,
    format: msg`Use 8 to 20 characters mixing letters, digits and special characters.`,
  },
  pwdConfirm: { required: msg`Please enter the password once more.` },
  name: { required: msg`Please enter your name.` },
  firstNameEn: { required: msg`Please enter your first name in English.`, format: ENGLISH_ONLY },
  lastNameEn: { format: ENGLISH_ONLY },
  birthDate: { required: msg`Please enter your date of birth.`, format: msg`Enter eight digits, e.g. 19990505.` },
  gender: { required: msg`Please select your gender.` },
  nationality: { required: msg`Please select your nationality.`, format: msg`Please select your nationality.` },
  mobile: { required: msg`Please enter your mobile number.`, format: MOBILE_RULE },
  guardianPhone: { format: MOBILE_RULE },
  phone: { format: PHONE_RULE },
  workPhone: { format: PHONE_RULE },
  email: { format: msg`Please check the e-mail address.` },
  zipCode: { required: ZIP_RULE, format: ZIP_RULE },
  workZipCode: { format: ZIP_RULE },
  address: { required: msg`Please enter the address.` },
  addressDetail: { required: msg`Please enter the detailed address.` },
  photo: { long: msg`The photo may be at most 300 KB.`, format: msg`Please choose a JPEG, PNG or WebP image.` },
}

const GENERIC_KIND: Readonly<Record<string, keyof FieldTexts>> = {
  [FIELD_ERRORS.REQUIRED]: 'required',
  [FIELD_ERRORS.INVALID_FORMAT]: 'format',
  [FIELD_ERRORS.INVALID_VALUE]: 'format',
  [FIELD_ERRORS.INVALID_TYPE]: 'format',
  [FIELD_ERRORS.TOO_SHORT]: 'format',
  [FIELD_ERRORS.TOO_LONG]: 'long',
}

/** Password length problems read as the rule itself: "8 to 20 characters mixing …". */
const PASSWORD_LENGTH: ReadonlySet<string> = new Set([FIELD_ERRORS.TOO_SHORT, FIELD_ERRORS.TOO_LONG])

/** Not a server code: the form's own "the duplicate check is required" (before submit, or after editing the ID). */
export const ID_UNCHECKED = 'id_unchecked'

export function fieldMessage(i18n: I18n, field: string, code: string): string {
  if (code === ID_UNCHECKED) return i18n._(msg`The ID duplicate check is required.`)
  if (field === 'pwd' && PASSWORD_LENGTH.has(code)) return errorText(i18n, FIELD_ERRORS.PASSWORD_MIX)!
  const kind = GENERIC_KIND[code]
  const own = kind ? FIELD_TEXTS[field]?.[kind] : undefined
  if (own) return i18n._(own)
  return errorText(i18n, code) ?? i18n._(msg`Please check this value.`)
}
