import type { APIRequestContext, APIResponse } from '@playwright/test'

/**
 * Browser tests run in parallel against one server, and a login ends the same account's other sessions
 * (single active login): two tests logging in with one demo account would log each other out. Tests that
 * log in or change an account use an account of their own, signed up here through the real API with the
 * sandbox phone provider (the code read from GET /api/sandbox/phone/messages, as a member reads the SMS).
 */
export const NEW_MEMBER_PASSWORD = 'Birdie#Eagle7'

export interface NewMember {
  id: string
  pwd: string
  name: string
  mobile: string
  email: string
}

let sequence = 0

/** An ID and a mobile number no other test or run has used. */
export function freshIdentity() {
  sequence += 1
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`
  const digits = `${Date.now()}${process.pid}${sequence}`
  return { id: `e2e${stamp}`.slice(0, 20), mobile: `0109${digits.slice(-7)}` }
}

/** The latest code the sandbox sent to `mobile`. */
export async function sandboxCode(request: APIRequestContext, mobile: string): Promise<string> {
  const inbox = await request.get(`/api/sandbox/phone/messages?phone=${mobile}`)
  if (!inbox.ok()) throw new Error(`sandbox inbox: ${inbox.status()}`)
  const code = ((await inbox.json()) as { messages: Array<{ code: string }> }).messages[0]?.code
  if (!code) throw new Error(`no code was sent to ${mobile}`)
  return code
}

async function ok<T>(what: string, response: Promise<APIResponse>): Promise<T> {
  const res = await response
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}

/** A web member signed up through POST /api/member/signup with a verified mobile. */
export async function signUpMember(request: APIRequestContext, name = '테스트회원'): Promise<NewMember> {
  const { id, mobile } = freshIdentity()
  const { certId } = await ok<{ certId: string }>('send code', request.get(`/api/cert/phone?phone=${mobile}`))
  await ok(
    'confirm code',
    request.post('/api/cert/phone', { data: { certId, code: await sandboxCode(request, mobile) } }),
  )
  const email = `${id}@example.com`
  await ok(
    'sign up',
    request.post('/api/member/signup', {
      data: {
        id,
        pwd: NEW_MEMBER_PASSWORD,
        pwdConfirm: NEW_MEMBER_PASSWORD,
        name,
        firstNameEn: 'Test',
        lastNameEn: 'Member',
        birthDate: '19900101',
        gender: 'M',
        nationality: 'KOR',
        email,
        zipCode: '06164',
        address: '서울특별시 강남구 테헤란로 1',
        addressDetail: '101호',
        agreeTerms: true,
        agreePrivacy: true,
        phoneCertId: certId,
      },
    }),
  )
  return { id, pwd: NEW_MEMBER_PASSWORD, name, mobile, email }
}
