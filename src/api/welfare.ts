/**
 * Welfare applications (docs/requirements/my-page.md#my-7 to #my-10): the member's list, eligibility and the
 * multipart sending with progress; the secretariat's queue and decisions. Keys live under the member's and the
 * staff's roots, so they leave the cache with the login (src/app/member-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import {
  staffWelfareItemSchema,
  staffWelfareListSchema,
  WELFARE_UPLOAD_TIMEOUT_MS,
  welfareApplicationSchema,
  welfareEligibilitySchema,
  welfareListSchema,
  type WelfareState,
} from '@contract/welfare'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'
import { fetchPrivateBlob, uploadForm } from './upload'

export const welfareKeys = {
  all: [...queryKeys.member.all, 'welfare'] as const,
  list: () => [...queryKeys.member.all, 'welfare', 'list'] as const,
  eligibility: () => [...queryKeys.member.all, 'welfare', 'eligibility'] as const,
  file: (id: number, fileId: number) => [...queryKeys.member.all, 'welfare', 'file', id, fileId] as const,
  staff: (state: WelfareState | undefined) => [...queryKeys.staff.all, 'welfare', state ?? 'all'] as const,
  staffAll: [...queryKeys.staff.all, 'welfare'] as const,
}

export const welfareListQueryOptions = () =>
  queryOptions({
    queryKey: welfareKeys.list(),
    queryFn: async ({ signal }) => (await api.get('/mypage/benefit/apply', { schema: welfareListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const welfareEligibilityQueryOptions = () =>
  queryOptions({
    queryKey: welfareKeys.eligibility(),
    queryFn: async ({ signal }) =>
      (await api.get('/mypage/benefit/eligibility', { schema: welfareEligibilitySchema, signal })).data,
    staleTime: STALE.default,
  })

/** An evidence document as a Blob (its owner or staff only); the viewer makes an object URL of it. */
export const evidenceQueryOptions = (id: number, fileId: number) =>
  queryOptions({
    queryKey: welfareKeys.file(id, fileId),
    queryFn: ({ signal }) => fetchPrivateBlob(`/mypage/benefit/${id}/files/${fileId}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** POST a new application, or PATCH the one of `editId`, with a progress report and the 6000 ms limit. */
export function sendWelfareApplication(form: FormData, editId: number | null, onProgress: (share: number) => void) {
  return uploadForm(editId === null ? 'POST' : 'PATCH', '/mypage/benefit/apply', form, {
    query: editId === null ? undefined : { id: String(editId) },
    schema: welfareApplicationSchema,
    timeoutMs: WELFARE_UPLOAD_TIMEOUT_MS,
    onProgress,
  })
}

export const staffWelfareQueryOptions = (state: WelfareState | undefined) =>
  queryOptions({
    queryKey: welfareKeys.staff(state),
    queryFn: async ({ signal }) =>
      (await api.get('/staff/welfare', { query: state ? { state } : {}, schema: staffWelfareListSchema, signal })).data
        .items,
    staleTime: STALE.live,
  })

export const approveWelfare = async (id: number, body: { amount: number; paidOn: string }) =>
  (await api.post(`/staff/welfare/${id}/approve`, body, { schema: staffWelfareItemSchema })).data

export const rejectWelfare = async (id: number, reason: string) =>
  (await api.post(`/staff/welfare/${id}/reject`, { reason }, { schema: staffWelfareItemSchema })).data
