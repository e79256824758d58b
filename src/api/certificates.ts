/**
 * Certificates (docs/requirements/my-page.md#my-5): the member's list and choosable tournaments, preview and issue,
 * the PDF as a file, and the public verification behind the QR.
 */
import { queryOptions } from '@tanstack/react-query'
import {
  type CertificateRequest,
  certificateCompetitionsSchema,
  certificateFactsSchema,
  certificateListSchema,
  certificateSchema,
  certificateVerificationSchema,
} from '@contract/certificates'
import { getAccessToken } from '@/lib/storage'
import { api } from './client'
import { getApiConfig } from './config'
import { buildHeaders } from './headers'
import { STALE } from './query-keys'
import { refreshTokens } from './refresh'

/**
 * `all` is one member's (removed when the member changes, src/app/member-cache.ts); the public verification is
 * nobody's and lives outside it, so a session check finishing on that page does not drop its answer.
 */
// Under the member's keys, so they leave the cache with the member (src/app/member-cache.ts); the public
// verification is keyed apart and stays.
export const certificateKeys = {
  all: () => ['member', 'certificates'] as const,
  mine: () => ['member', 'certificates', 'mine'] as const,
  competitions: () => ['member', 'certificates', 'competitions'] as const,
  verify: (no: string, k: string) => ['certificate-verification', no, k] as const,
}

export const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: async ({ signal }) => (await api.get('/certificates', { schema: certificateListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const certificateCompetitionsQueryOptions = () =>
  queryOptions({
    queryKey: certificateKeys.competitions(),
    queryFn: async ({ signal }) =>
      (await api.get('/mypage/certificates/competitions', { schema: certificateCompetitionsSchema, signal })).data,
    staleTime: STALE.default,
  })

export const verifyCertificateQueryOptions = (no: string, k: string) =>
  queryOptions({
    queryKey: certificateKeys.verify(no, k),
    queryFn: async ({ signal }) =>
      (
        await api.get(`/certificates/verify/${encodeURIComponent(no)}`, {
          schema: certificateVerificationSchema,
          signal,
          query: { k },
          withSession: false,
        })
      ).data,
    retry: false,
  })

export async function previewCertificate(request: CertificateRequest) {
  return (await api.post('/certificates/preview', request, { schema: certificateFactsSchema })).data
}

export async function issueCertificate(request: CertificateRequest) {
  return (await api.post('/certificates', request, { schema: certificateSchema })).data
}

/**
 * The PDF as a Blob: a file, not JSON, so it is fetched here with the session's token (and once more after a
 * refresh when the token had expired).
 */
export async function fetchCertificatePdf(no: string): Promise<Blob> {
  const { baseUrl, fetch } = getApiConfig()
  const get = (token: string | null) =>
    fetch(`${baseUrl}/certificates/${encodeURIComponent(no)}/pdf`, {
      headers: buildHeaders({ token, jsonBody: false, extra: { Accept: 'application/pdf' } }),
    })
  let res = await get(getAccessToken())
  if (res.status === 401) res = await get((await refreshTokens()).accessToken)
  if (!res.ok) throw new Error(`certificate ${no}: ${res.status}`)
  return res.blob()
}
