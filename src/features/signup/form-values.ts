import type { SignupBody, SignupRequestBody } from '@contract/member-signup'
import type { VerifyMethod } from './steps'

/**
 * What step 3's form holds, as typed (strings, booleans). The password and its confirmation are not here:
 * they live only in the form's component state and are never stored.
 */
export interface InfoValues {
  id: string
  name: string
  firstNameEn: string
  lastNameEn: string
  /** Eight digits, e.g. 19990505. */
  birthDate: string
  gender: '' | 'M' | 'F'
  nationality: string
  /** The document route's plain mobile field (the phone route verifies it instead). */
  mobile: string
  phone: string
  email: string
  emailReceive: boolean
  smsReceive: boolean
  zipCode: string
  address: string
  addressDetail: string
  workName: string
  workZipCode: string
  workAddress: string
  workAddressDetail: string
  workPhone: string
  guardianName: string
  guardianPhone: string
  /** Data URL of the downsized photo, or ''. */
  photo: string
}

export type InfoField = keyof InfoValues

export const EMPTY_INFO: InfoValues = {
  id: '',
  name: '',
  firstNameEn: '',
  lastNameEn: '',
  birthDate: '',
  gender: '',
  nationality: '',
  mobile: '',
  phone: '',
  email: '',
  emailReceive: false,
  smsReceive: false,
  zipCode: '',
  address: '',
  addressDetail: '',
  workName: '',
  workZipCode: '',
  workAddress: '',
  workAddressDetail: '',
  workPhone: '',
  guardianName: '',
  guardianPhone: '',
  photo: '',
}

export interface Consents {
  agreeTerms: boolean
  agreePrivacy: boolean
  agreeProvide: boolean
  marketingAgree: boolean
}

export interface Passwords {
  pwd: string
  pwdConfirm: string
}

/** Optional text: empty means "not given" (undefined), so the contract's optional rules apply. */
const optional = (value: string) => (value.trim() === '' ? undefined : value.trim())
/** Required text: empty stays undefined too, which the contract answers with "required". */
const required = optional

/**
 * The request body for the chosen way, built from the form. Guardian fields are sent only when the form
 * shows them (under 14); values the member cannot see must not be sent.
 */
export function toSignupBody(
  method: VerifyMethod,
  values: InfoValues,
  passwords: Passwords,
  consents: Consents,
  extras: { phoneCertId: string | null; showGuardian: boolean },
): SignupBody | SignupRequestBody {
  const common = {
    id: values.id.trim(),
    pwd: passwords.pwd,
    pwdConfirm: passwords.pwdConfirm,
    name: required(values.name),
    firstNameEn: required(values.firstNameEn),
    lastNameEn: optional(values.lastNameEn),
    birthDate: values.birthDate.trim(),
    gender: values.gender || undefined,
    nationality: values.nationality || undefined,
    phone: optional(values.phone),
    email: optional(values.email),
    emailReceive: values.emailReceive,
    smsReceive: values.smsReceive,
    zipCode: required(values.zipCode),
    address: required(values.address),
    addressDetail: required(values.addressDetail),
    workName: optional(values.workName),
    workZipCode: optional(values.workZipCode),
    workAddress: optional(values.workAddress),
    workAddressDetail: optional(values.workAddressDetail),
    workPhone: optional(values.workPhone),
    guardianName: extras.showGuardian ? optional(values.guardianName) : undefined,
    guardianPhone: extras.showGuardian ? optional(values.guardianPhone) : undefined,
    photo: values.photo || undefined,
    marketingAgree: consents.marketingAgree,
    agreeTerms: consents.agreeTerms,
    agreePrivacy: consents.agreePrivacy,
  }
  // Cast: required fields may be undefined here on purpose; the contract schema reports them.
  if (method === 'phone') return { ...common, phoneCertId: extras.phoneCertId ?? '' } as SignupBody
  return { ...common, mobile: values.mobile.trim(), agreeProvide: consents.agreeProvide } as SignupRequestBody
}
