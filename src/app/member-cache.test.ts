import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, it } from 'vitest'
import { cleanKeys } from '@/api/clean'
import { queryKeys } from '@/api/query-keys'
import { endSession } from '@/api/session-end'
import { useSessionStore } from '@/stores/session'
import { clearMemberDataOnSessionChange } from './member-cache'

let stop = () => {}
afterEach(() => stop())

function cacheWithMember(queryClient: QueryClient) {
  queryClient.setQueryData(queryKeys.member.detail(), { id: 'member01', name: '김투어', email: 'kim@example.com' })
  queryClient.setQueryData(queryKeys.games.detail(1), { gameId: 1 })
}

it("drops the member's own data when the server ends the session, and keeps public data", () => {
  const queryClient = new QueryClient()
  stop = clearMemberDataOnSessionChange(queryClient)
  useSessionStore.getState().signIn({ id: 'member01', name: '김투어' })
  cacheWithMember(queryClient)

  endSession(-1002)

  expect(queryClient.getQueryData(queryKeys.member.detail())).toBeUndefined()
  expect(queryClient.getQueryData(queryKeys.games.detail(1))).toEqual({ gameId: 1 })
})

it('drops it when another member logs in on the same tab, not when the same member is restored again', () => {
  const queryClient = new QueryClient()
  stop = clearMemberDataOnSessionChange(queryClient)
  useSessionStore.getState().signIn({ id: 'member01', name: '김투어' })
  cacheWithMember(queryClient)

  useSessionStore.getState().signIn({ id: 'member01', name: '김투어' })
  expect(queryClient.getQueryData(queryKeys.member.detail())).toBeDefined()

  useSessionStore.getState().signIn({ id: 'member02', name: '이프로' })
  expect(queryClient.getQueryData(queryKeys.member.detail())).toBeUndefined()
})

it("drops the clean centre's staff review lists at logout, so the next person on the tab never sees them", () => {
  const queryClient = new QueryClient()
  stop = clearMemberDataOnSessionChange(queryClient)
  useSessionStore.getState().signIn({ id: 'staff01', name: '강사무' })
  queryClient.setQueryData(cleanKeys.tueReview(undefined, 1), { items: [{ diagnosis: 'asthma' }] })
  queryClient.setQueryData(cleanKeys.reports(undefined, 1), { items: [{ name: '제보자' }] })

  endSession(-1002)

  expect(queryClient.getQueryData(cleanKeys.tueReview(undefined, 1))).toBeUndefined()
  expect(queryClient.getQueryData(cleanKeys.reports(undefined, 1))).toBeUndefined()
})
