import { expect, it } from 'vitest'
import { isSsoPartnerUrl, SSO_PARTNER_URLS } from './sso-partners'

it("accepts only the partners' own https pages as the place to post a member's details", () => {
  expect(isSsoPartnerUrl(SSO_PARTNER_URLS.kpgaacademy)).toBe(true)
  expect(isSsoPartnerUrl(SSO_PARTNER_URLS.lgcns)).toBe(true)
  for (const bad of [
    'http://academy.example.invalid/sso/login',
    'https://evil.example/sso/login',
    'https://academy.example.invalid.evil.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/relative',
    undefined,
  ]) {
    expect(isSsoPartnerUrl(bad), String(bad)).toBe(false)
  }
})
