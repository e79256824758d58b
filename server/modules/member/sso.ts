import { SSO_PARTNER_URLS } from '@contract/sso-partners'
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { SsoHandOff } from '@contract/member-account'
import type { MemberRow } from '../../db/schema/index'

/**
 * Single sign-on hand-off to partner sites (docs/requirements/accounts.md#acc-20): the client posts these fields as a
 * form to the partner's login page. Only members whose association record exists pass (the same rule). The partners'
 * real key exchange is not given; until it is, `encrypted` is AES-256-GCM of the identity with a key derived per
 * partner from the server key, `ek` its nonce. Partner URLs are placeholders to replace.
 */
export const SSO_PARTNERS = {
  kpgaacademy: { returl: SSO_PARTNER_URLS.kpgaacademy, deptCd: 'KPGA' },
  lgcns: { returl: SSO_PARTNER_URLS.lgcns, deptCd: 'KPGA' },
} as const

export type SsoPartner = keyof typeof SSO_PARTNERS

export const NOT_ELIGIBLE_MESSAGE = 'This account is not eligible to log in. Please contact the association.'

function seal(partner: SsoPartner, payload: object, key: Uint8Array): { encrypted: string; ek: string } {
  const partnerKey = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `fairway-sso:${partner}`, 32))
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', partnerKey, iv)
  const sealed = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { encrypted: sealed.toString('base64url'), ek: iv.toString('base64url') }
}

export function ssoHandOff(partner: SsoPartner, member: MemberRow, key: Uint8Array, now: Date): SsoHandOff {
  if (!member.memberNo || !member.loginId)
    return { status: 200, data: { isExistMember: false, message: NOT_ELIGIBLE_MESSAGE } }
  const { returl, deptCd } = SSO_PARTNERS[partner]
  const sealed = seal(partner, { login_id: member.loginId, member_no: member.memberNo, at: now.toISOString() }, key)
  return {
    status: 200,
    data: {
      isExistMember: true,
      message: 'OK',
      ...sealed,
      returl,
      user_nm: member.name,
      login_id: member.loginId,
      dept_cd: deptCd,
      gender: member.gender ?? '',
      mobile: member.mobile ?? '',
      zipcode: member.zipCode ?? '',
      new_addr: member.address ?? '',
      addr_dtl: member.addressDetail ?? '',
      birthday: member.birthDate ?? '',
      email: member.email ?? '',
      etc1: member.memberNo,
      etc2: member.memberClass ?? '',
      etc3: '',
      etc4: '',
      etc5: '',
    },
  }
}
