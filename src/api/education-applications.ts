/**
 * Education applications (docs/requirements/my-page.md#my-11): apply, cancel, the member's list and the staff's
 * check-in scan. Keys under ['education'] too, so applying refreshes the schedule's places and the eligibility.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  attendanceResultSchema,
  educationApplicationListSchema,
  educationApplicationSchema,
} from '@contract/education-applications'
import { api } from './client'
import { STALE } from './query-keys'

export const educationApplicationKeys = {
  /** Keyed by the member: the answer is about whoever is logged in. */
  mine: (memberId: string) => ['education', 'applications', memberId] as const,
}

export const myEducationApplicationsQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: educationApplicationKeys.mine(memberId),
    queryFn: async ({ signal }) =>
      (await api.get('/mypage/edu', { schema: educationApplicationListSchema, signal })).data,
    staleTime: STALE.live,
  })

export async function applyForEducation(eventId: number) {
  return (await api.post(`/education/${eventId}/apply`, {}, { schema: educationApplicationSchema })).data
}

export async function cancelEducationApplication(id: number) {
  return (await api.post(`/education/applications/${id}/cancel`, {}, { schema: educationApplicationSchema })).data
}

export async function scanEducationAttendance(code: string) {
  return (await api.post('/staff/education/attendance', { code }, { schema: attendanceResultSchema })).data
}
