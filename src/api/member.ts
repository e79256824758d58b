/**
 * Member calls (docs/requirements/api-conventions.md#api-17): the profile, sign-up, recovery, account changes and
 * single sign-on.
 */
import { queryOptions } from '@tanstack/react-query'
import { logoutResultSchema } from '@contract/auth'
import { profileSchema, type Profile } from '@contract/member'
import {
  accountInfoSchema,
  findIdResultSchema,
  findPwResultSchema,
  memberDetailSchema,
  ssoHandOffSchema,
  withdrawalResultSchema,
  type MemberDetail,
  type MemberUpdateBody,
  type PhoneChange,
} from '@contract/member-account'
import { idCheckSchema, signupResultSchema, type SignupBody, type SignupRequestBody } from '@contract/member-signup'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

/** GET /member: the signed-in member's profile (the start-up profile fetch of docs/requirements/accounts.md#acc-8). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await api.get('/member', { schema: profileSchema, signal })
  return data
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.member.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: STALE.profile,
  })
}

/** GET /member read whole: what the personal-information screens show and edit. */
export function memberDetailQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.member.detail(),
    queryFn: async ({ signal }) => (await api.get('/member', { schema: memberDetailSchema, signal })).data,
    staleTime: STALE.profile,
  })
}

/** GET /member/accountInfo/{id}: the account's state (status, last login, dues). */
export function accountInfoQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.member.accountInfo(id),
    queryFn: async ({ signal }) =>
      (await api.get(`/member/accountInfo/${encodeURIComponent(id)}`, { schema: accountInfoSchema, signal })).data,
    staleTime: STALE.profile,
  })
}

// Sign-up and recovery are made without a session: a visitor's 401 must never end anyone's session.
const visitor = { withSession: false } as const

/** GET /member/check/id/{id}: the duplicate check. */
export async function checkIdAvailable(id: string, signal?: AbortSignal): Promise<boolean> {
  const { data } = await api.get(`/member/check/id/${encodeURIComponent(id)}`, {
    ...visitor,
    schema: idCheckSchema,
    signal,
  })
  return data.available
}

/** POST /member/signup: a web member whose mobile was verified (phoneCertId). */
export async function signUp(body: SignupBody) {
  return (await api.post('/member/signup', body, { ...visitor, schema: signupResultSchema })).data
}

/** POST /member/signupRequest: sign-up by offline documents, pending until staff confirm. */
export async function requestSignUp(body: SignupRequestBody) {
  return (await api.post('/member/signupRequest', body, { ...visitor, schema: signupResultSchema })).data
}

export interface ContactLookup {
  name: string
  email?: string
  mobile?: string
}

/** POST /member/findId: the masked IDs of the accounts matching the name and contact. */
export async function findIds(body: ContactLookup): Promise<string[]> {
  return (await api.post('/member/findId', body, { ...visitor, schema: findIdResultSchema })).data.ids
}

/** POST /member/findPw: sends a one-time code to the contact on record; answered alike whether or not one matched. */
export async function requestPasswordReset(body: ContactLookup & { id: string }) {
  return (await api.post('/member/findPw', body, { ...visitor, schema: findPwResultSchema })).data
}

/** POST /member/findPw/reset: the code and the new password. */
export async function resetPassword(body: { resetId: string; code: string; newPwd: string; newPwdConfirm: string }) {
  await api.post('/member/findPw/reset', body, { ...visitor, schema: logoutResultSchema })
}

/** PATCH /member: personal information (a new e-mail with the current password). Answers the updated record. */
export async function updateMember(body: MemberUpdateBody): Promise<MemberDetail> {
  return (await api.patch('/member', body, { schema: memberDetailSchema })).data
}

/** PATCH /member/account: the password change; the server ends the member's other sessions. */
export async function changePassword(body: {
  currentPwd: string
  newPwd: string
  newPwdConfirm: string
}): Promise<void> {
  await api.patch('/member/account', body, { schema: logoutResultSchema })
}

/** PATCH /member/phone: the new mobile, verified through /cert/phone, with the current password. */
export async function changePhone(body: PhoneChange): Promise<MemberDetail> {
  return (await api.patch('/member/phone', body, { schema: memberDetailSchema })).data
}

/** PATCH /member/marketingAgree. */
export async function setMarketingAgree(marketingAgree: boolean): Promise<MemberDetail> {
  return (await api.patch('/member/marketingAgree', { marketingAgree }, { schema: memberDetailSchema })).data
}

/** DELETE /member/delete: withdrawal from the web services, confirmed with the password. */
export async function withdraw(pwd: string) {
  return (await api.delete('/member/delete', { body: { pwd }, schema: withdrawalResultSchema })).data
}

export type SsoPartner = 'kpgaacademy' | 'lgcns'

/** GET /member/kpgaacademy or /member/lgcns: the single sign-on hand-off data. */
export async function getSsoHandOff(partner: SsoPartner) {
  return (await api.get(`/member/${partner}`, { schema: ssoHandOffSchema })).data
}
