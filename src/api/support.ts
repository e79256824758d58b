/**
 * Member support (docs/requirements/my-page.md#my-15, #my-17): the member's 1:1 inquiries, the staff's queue and
 * answer, the FAQ (public; staff edit it) and the affiliate benefits. Keys beside the resource; the member's and the
 * staff's live under `member` and `staff` so a change of login removes them (app/member-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import {
  affiliationListSchema,
  faqEntrySchema,
  faqListSchema,
  inquiryCategoriesSchema,
  inquiryListSchema,
  inquirySchema,
  staffInquiryListSchema,
  type FaqBody,
  type InquiryBody,
} from '@contract/support'
import type { FaqCategory, InquiryState } from '@domain/support'
import { api } from './client'
import { STALE } from './query-keys'

export const supportKeys = {
  categories: ['support', 'qna-categories'] as const,
  mine: ['member', 'qna'] as const,
  myList: (page: number) => ['member', 'qna', 'list', page] as const,
  myOne: (id: number) => ['member', 'qna', 'one', id] as const,
  staffQueue: ['staff', 'qna'] as const,
  staffList: (state: InquiryState | 'all', page: number) => ['staff', 'qna', state, page] as const,
  faq: ['support', 'faq'] as const,
  faqList: (category: FaqCategory | 'all', q: string) => ['support', 'faq', category, q] as const,
  affiliation: ['support', 'affiliation'] as const,
}

export const inquiryCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.categories,
    queryFn: async ({ signal }) =>
      (await api.get('/qna/category', { schema: inquiryCategoriesSchema, signal })).data.categories,
    staleTime: STALE.reference,
  })

export const myInquiriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: supportKeys.myList(page),
    queryFn: async ({ signal }) => (await api.get('/qna', { query: { page }, schema: inquiryListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const myInquiryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supportKeys.myOne(id),
    queryFn: async ({ signal }) => (await api.get(`/qna/${id}`, { schema: inquirySchema, signal })).data,
    staleTime: STALE.default,
  })

export const askInquiry = async (body: InquiryBody) => (await api.post('/qna', body, { schema: inquirySchema })).data
export const editInquiry = async (id: number, body: InquiryBody) =>
  (await api.patch(`/qna/${id}`, body, { schema: inquirySchema })).data
export const removeInquiry = async (id: number) => {
  await api.delete(`/qna/${id}`)
}

export const staffInquiriesQueryOptions = (state: InquiryState | 'all', page: number) =>
  queryOptions({
    queryKey: supportKeys.staffList(state, page),
    queryFn: async ({ signal }) =>
      (
        await api.get('/staff/qna', {
          query: state === 'all' ? { page } : { page, state },
          schema: staffInquiryListSchema,
          signal,
        })
      ).data,
    staleTime: STALE.live,
  })

export const answerInquiry = async (id: number, answer: string) =>
  (await api.post(`/staff/qna/${id}/answer`, { answer }, { schema: inquirySchema })).data

export const faqQueryOptions = (category: FaqCategory | 'all', q: string) =>
  queryOptions({
    queryKey: supportKeys.faqList(category, q),
    queryFn: async ({ signal }) =>
      (
        await api.get('/faq', {
          query: { ...(category === 'all' ? {} : { category }), ...(q ? { q } : {}) },
          schema: faqListSchema,
          signal,
        })
      ).data.items,
    staleTime: STALE.default,
  })

export const createFaqEntry = async (body: FaqBody) =>
  (await api.post('/staff/faq', body, { schema: faqEntrySchema })).data
export const updateFaqEntry = async (id: number, body: FaqBody) =>
  (await api.put(`/staff/faq/${id}`, body, { schema: faqEntrySchema })).data
export const deleteFaqEntry = async (id: number) => {
  await api.delete(`/staff/faq/${id}`)
}

export const affiliationQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.affiliation,
    queryFn: async ({ signal }) =>
      (await api.get('/affiliation', { schema: affiliationListSchema, signal })).data.items,
    staleTime: STALE.default,
  })
