/**
 * The member's dues, entrance fee, standing and reinstatement calls under /mypage
 * (docs/requirements/standing-and-dues.md#sd-11), and the one answer to "what may I do now" (#sd-9).
 */
import { queryOptions } from '@tanstack/react-query'
import { type z } from 'zod'
import {
  arrearsStatusSchema,
  duesCardRegistrationSchema,
  duesCardSchema,
  duesGuideSchema,
  duesHistorySchema,
  duesYearsSchema,
  consentResultSchema,
  entranceFeeSchema,
  myReinstatementSchema,
  reinstatementSchema,
  rewardsSchema,
  unpaidListSchema,
} from '@contract/dues'
import { permissionsSchema } from '@contract/membership'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

const get = <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal, query?: Record<string, string>) =>
  api.get(path, { schema, signal, query }).then((r) => r.data)

export const duesGuideQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.guide(),
    queryFn: ({ signal }) => get('/mypage/opi-dues/amount', duesGuideSchema, signal),
    staleTime: STALE.reference,
  })

export const duesYearsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.years(),
    queryFn: ({ signal }) => get('/mypage/opi-dues/year', duesYearsSchema, signal),
    staleTime: STALE.default,
  })

export const duesHistoryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: queryKeys.dues.history(year),
    queryFn: ({ signal }) => get('/mypage/opi-dues', duesHistorySchema, signal, { year: String(year) }),
    staleTime: STALE.default,
  })

export const unpaidQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.unpaid(),
    queryFn: ({ signal }) => get('/mypage/opi-dues/unpaid', unpaidListSchema, signal),
    staleTime: STALE.default,
  })

export const arrearsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.arrears(),
    queryFn: ({ signal }) => get('/mypage/unpaid/info', arrearsStatusSchema, signal),
    staleTime: STALE.default,
  })

export const entranceFeeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.entranceFee(),
    queryFn: ({ signal }) => get('/mypage/opi-join-fee', entranceFeeSchema, signal),
    staleTime: STALE.default,
  })

export const rewardsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.rewards(),
    queryFn: ({ signal }) => get('/mypage/reward', rewardsSchema, signal),
    staleTime: STALE.default,
  })

export const punishmentsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.punishments(),
    queryFn: ({ signal }) => get('/mypage/opi-dues/punishment', rewardsSchema, signal),
    staleTime: STALE.default,
  })

export const duesCardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.card(),
    queryFn: ({ signal }) => get('/mypage/opi-dues/card', duesCardSchema, signal),
    staleTime: STALE.default,
  })

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.permissions(),
    queryFn: ({ signal }) => get('/mypage/permissions', permissionsSchema, signal),
    staleTime: STALE.default,
  })

/** POST /mypage/opi-dues/card: only after the member agreed to the instructions (#sd-12). */
export async function registerDuesCard() {
  return (await api.post('/mypage/opi-dues/card', { agreed: true }, { schema: duesCardRegistrationSchema })).data
}

/** GET /mypage/reinstatement: an expelled member's window, whether he may apply, and his application (#sd-7). */
export const reinstatementQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dues.reinstatement(),
    queryFn: ({ signal }) => get('/mypage/reinstatement', myReinstatementSchema, signal),
    staleTime: STALE.default,
  })

/** POST /mypage/reinstatement: apply, with a statement. */
export async function applyForReinstatement(statement: string) {
  return (await api.post('/mypage/reinstatement', { statement }, { schema: reinstatementSchema })).data
}

/** POST /reinstatements/{memberNo}/consent: any member consents, from his own account, to an expelled one's return. */
export async function consentToReinstatement(memberNo: string) {
  return (
    await api.post(`/reinstatements/${encodeURIComponent(memberNo)}/consent`, {}, { schema: consentResultSchema })
  ).data
}
