/** Clean-centre calls (docs/decisions/0039); keys under ['clean'] so one key invalidates them all. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  reportItemSchema,
  reportListSchema,
  reportReceiptSchema,
  substanceListSchema,
  type ReportBody,
  type ReportStatus,
  type SubstanceClass,
} from '@contract/clean'
import {
  myTueSchema,
  tueItemSchema,
  tueReviewListSchema,
  type TueBody,
  type TueDecision,
  type TueStatus,
} from '@contract/clean-tue'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

export interface SubstanceParams {
  q?: string | undefined
  class?: SubstanceClass | undefined
  page: number
  pageSize: number
}

export const cleanKeys = {
  all: ['clean'] as const,
  /** The server orders names in the reader's language (LanguageCode header), so the key holds it. */
  substances: (p: SubstanceParams, locale: string) => ['clean', 'substances', locale, p] as const,
  /** The member's own applications: keyed by login so the next person on the tab never sees them. */
  myTue: (loginId: string) => ['clean', 'tue', 'mine', loginId] as const,
  review: queryKeys.clean.review,
  tueReview: (status: TueStatus | undefined, page: number) =>
    ['clean', 'review', 'tue', status ?? 'all', page] as const,
  reports: (status: ReportStatus | undefined, page: number) =>
    ['clean', 'review', 'reports', status ?? 'all', page] as const,
}

export const substancesQueryOptions = (p: SubstanceParams, locale: string) =>
  queryOptions({
    queryKey: cleanKeys.substances(p, locale),
    queryFn: async ({ signal }) =>
      (await api.get('/clean/substances', { query: { ...p }, schema: substanceListSchema, signal })).data,
    staleTime: STALE.reference,
    placeholderData: keepPreviousData,
  })

/**
 * POST /clean/reports. Sent without the session even when the reporter is logged in: an anonymous report
 * must not travel with anything that could name its sender.
 */
export async function sendReport(body: ReportBody) {
  return (await api.post('/clean/reports', body, { withSession: false, schema: reportReceiptSchema })).data
}

export const myTueQueryOptions = (loginId: string) =>
  queryOptions({
    queryKey: cleanKeys.myTue(loginId),
    queryFn: async ({ signal }) => (await api.get('/clean/tue', { schema: myTueSchema, signal })).data,
    staleTime: STALE.default,
  })

export async function applyForTue(body: TueBody) {
  return (await api.post('/clean/tue', body, { schema: tueItemSchema })).data
}

export const tueReviewQueryOptions = (status: TueStatus | undefined, page: number) =>
  queryOptions({
    queryKey: cleanKeys.tueReview(status, page),
    queryFn: async ({ signal }) =>
      (await api.get('/clean/tue/review', { query: { status, page }, schema: tueReviewListSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

export async function decideTue(applicationId: number, body: TueDecision) {
  return (await api.patch(`/clean/tue/${applicationId}`, body, { schema: tueItemSchema })).data
}

export const reportsQueryOptions = (status: ReportStatus | undefined, page: number) =>
  queryOptions({
    queryKey: cleanKeys.reports(status, page),
    queryFn: async ({ signal }) =>
      (await api.get('/clean/reports', { query: { status, page }, schema: reportListSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

export async function setReportStatus(reportId: number, status: 'reviewing' | 'closed') {
  return (await api.patch(`/clean/reports/${reportId}`, { status }, { schema: reportItemSchema })).data
}
