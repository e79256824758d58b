import { afterEach, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/stores/session'
import { DRAFT_TTL_MS, SIGNUP_STORAGE_KEY, useSignupStore } from './signup-store'

afterEach(() => {
  vi.useRealTimers()
  useSignupStore.getState().reset()
  sessionStorage.clear()
})

it('never stores the verified phone, so a reload asks to verify it again', async () => {
  useSignupStore.getState().setValues({ name: '홍길동' })
  useSignupStore.getState().setPhoneCert({ certId: 'cert-secret', phone: '01012345678' })
  expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('cert-secret')

  await useSignupStore.persist.rehydrate()
  expect(useSignupStore.getState().values.name).toBe('홍길동')
  expect(useSignupStore.getState().phoneCert).toBeNull()
})

it('forgets a draft left longer than half an hour: it belongs to someone else by then', async () => {
  vi.useFakeTimers()
  useSignupStore.getState().setValues({ name: '홍길동' })
  useSignupStore.setState({ values: { ...useSignupStore.getState().values, name: '' } }, false)
  // The state in memory is gone (a new page); the stored draft is older than the limit.
  const stored = JSON.parse(sessionStorage.getItem(SIGNUP_STORAGE_KEY)!) as {
    state: { savedAt: number; values: { name: string } }
  }
  stored.state.values.name = '홍길동'
  sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(stored))
  vi.setSystemTime(stored.state.savedAt + DRAFT_TTL_MS + 1000)

  await useSignupStore.persist.rehydrate()
  expect(useSignupStore.getState().values.name).toBe('')
})

it('clears the draft when someone logs in on the tab', () => {
  useSignupStore.getState().setValues({ name: '홍길동' })
  useSessionStore.getState().signIn({ id: 'member01', name: '김투어' })
  expect(useSignupStore.getState().values.name).toBe('')
  expect(sessionStorage.getItem(SIGNUP_STORAGE_KEY)).not.toContain('홍길동')
})
