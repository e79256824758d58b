/**
 * Shared set-up of the sign-up screen tests: the real app on /sign/join with a draft in the store, msw for
 * the server, and helpers that read a field and the message tied to it (aria-describedby).
 */
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { EMPTY_INFO, type InfoValues } from '../form-values'
import type { SignupStep, VerifyMethod } from '../steps'
import { SIGNUP_STORAGE_KEY, useSignupStore, type SignupDraft } from '../stores/signup-store'

export { API }

export function setupSignupServer() {
  const server = setupApiServer()
  const reset = () => {
    useSignupStore.getState().reset()
    sessionStorage.clear()
  }
  beforeEach(reset)
  afterEach(reset)
  return server
}

/** A member who filled in everything right (the ID still needs its duplicate check). */
export const VALID: InfoValues = {
  ...EMPTY_INFO,
  id: 'newgolfer1',
  name: '홍길동',
  firstNameEn: 'Gildong',
  lastNameEn: 'Hong',
  birthDate: '19990505',
  gender: 'M',
  nationality: 'KOR',
  email: 'gildong@example.com',
  zipCode: '06164',
  address: '서울특별시 강남구 테헤란로 1',
  addressDetail: '101호',
}

export const PASSWORD = 'Birdie#Eagle7'

/** The app on step `step` with steps 1 and 2 done the given way. */
export async function renderStep(step: SignupStep, draft: Partial<SignupDraft> = {}, method: VerifyMethod = 'phone') {
  useSignupStore.setState({
    agreeTerms: true,
    agreePrivacy: true,
    agreeProvide: method === 'document',
    method,
    ...draft,
  })
  return renderApp(`/sign/join?step=${step}`)
}

export const field = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`)
  if (!element) throw new Error(`no field ${name}`)
  return element
}

/** The text tied to a field (its error, success or hint), as a screen reader reads it after the field. */
export function noteOf(name: string): string {
  const element = field(name)
  const ids =
    element.getAttribute('aria-describedby') ?? element.closest('fieldset')?.getAttribute('aria-describedby') ?? ''
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}

export const storedDraft = () => sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? ''

export const idCheck = (available: boolean) =>
  http.get(`${API}/member/check/id/:id`, ({ params }) => HttpResponse.json({ id: params.id, available }))
