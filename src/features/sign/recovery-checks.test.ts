import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { FIELD_ERRORS } from '@contract/error-codes'
import { messages as en } from '../../../locales/en/messages.po'
import {
  contactBody,
  contactProblems,
  firstProblem,
  idProblem,
  mobileDigits,
  type ContactInput,
} from './recovery-checks'
import { resetProblems } from './reset-checks'

const i18n = setupI18n({ locale: 'en', messages: { en } })
const words = (problems: Record<string, { id: string } | undefined>) =>
  Object.fromEntries(Object.entries(problems).map(([field, d]) => [field, d ? i18n._(d as never) : null]))

const base: ContactInput = { name: '김투어', method: 'email', email: 'member01@demo.fairway.invalid', mobile: '' }

describe('recovery checks', () => {
  it('need a name and the chosen contact, in a valid form', () => {
    expect(contactProblems(base)).toEqual({})
    expect(words(contactProblems({ ...base, name: '  ', email: '' }))).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
    })
    expect(words(contactProblems({ ...base, email: 'member01@' }))).toEqual({
      email: 'Please enter a valid e-mail address (e.g. name@example.com).',
    })
    expect(words(contactProblems({ ...base, method: 'mobile', mobile: '' }))).toEqual({
      mobile: 'Please enter your mobile number.',
    })
    expect(words(contactProblems({ ...base, method: 'mobile', mobile: '0101234' }))).toEqual({
      mobile: 'Please enter a mobile number, digits only (e.g. 01012345678).',
    })
    // Only the chosen way counts: a half-typed e-mail does not block finding by mobile.
    expect(contactProblems({ ...base, method: 'mobile', email: 'nonsense', mobile: '010-1000-0000' })).toEqual({})
  })

  it('send the name and only the chosen contact, the mobile as digits', () => {
    expect(contactBody({ ...base, name: ' 김투어 ', mobile: '01012345678' })).toEqual({
      name: '김투어',
      email: 'member01@demo.fairway.invalid',
    })
    expect(contactBody({ ...base, method: 'mobile', mobile: '010-1000-0000' })).toEqual({
      name: '김투어',
      mobile: '01010000000',
    })
    expect(mobileDigits('010 1234 56789')).toBe('01012345678')
  })

  it('check the ID with the login rule', () => {
    expect(idProblem('member01')).toBeNull()
    expect(i18n._(idProblem('')!)).toBe('Please enter your ID.')
    expect(i18n._(idProblem('1member')!)).toContain('6 to 20 lowercase letters')
    expect(idProblem('Member01')).not.toBeNull()
  })

  it('name the first wrong field in the order the form shows them', () => {
    const problems = contactProblems({ ...base, name: '', email: '' })
    expect(firstProblem(problems, ['id', 'name', 'email', 'mobile'])).toBe('name')
    expect(firstProblem({}, ['name'])).toBeNull()
  })
})

describe('password reset checks', () => {
  const ok = { code: '123456', newPwd: 'Tee-Off#72', newPwdConfirm: 'Tee-Off#72', loginId: 'member01', expired: false }

  it('accept a 6-digit code and a new password that passes the contract rule, typed twice alike', () => {
    expect(resetProblems(ok)).toEqual({})
  })

  it('refuse a short code, an expired one, a weak password and a different confirmation', () => {
    expect(i18n._((resetProblems({ ...ok, code: '12345' }).code as { text: never }).text)).toBe(
      'Please enter the 6-digit code.',
    )
    expect(resetProblems({ ...ok, expired: true }).code).toEqual({ code: 'CERT_CODE_EXPIRED' })
    expect(resetProblems({ ...ok, newPwd: 'golfgolf', newPwdConfirm: 'golfgolf' }).newPwd).toEqual({
      code: FIELD_ERRORS.PASSWORD_MIX,
    })
    expect(resetProblems({ ...ok, newPwd: 'member01#A', newPwdConfirm: 'member01#A' }).newPwd).toEqual({
      code: FIELD_ERRORS.PASSWORD_CONTAINS_ID,
    })
    expect(resetProblems({ ...ok, newPwdConfirm: 'Tee-Off#73' }).newPwdConfirm).toEqual({ code: FIELD_ERRORS.MISMATCH })
    expect(i18n._((resetProblems({ ...ok, newPwdConfirm: '' }).newPwdConfirm as { text: never }).text)).toBe(
      'Please enter the new password again.',
    )
  })

  it('do not call a confirmation wrong while the password itself is refused', () => {
    expect(resetProblems({ ...ok, newPwd: 'short', newPwdConfirm: 'other' })).toEqual({
      newPwd: { code: FIELD_ERRORS.TOO_SHORT },
    })
  })
})
