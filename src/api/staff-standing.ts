/**
 * The staff's standing console (docs/requirements/standing-and-dues.md#sd-13): find a member, read the ledger,
 * record an offline bank transfer or a sanction, decide reinstatements. Every call is audited by the server.
 */
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  memberLedgerSchema,
  reinstatementSchema,
  sanctionSchema,
  staffMembersSchema,
  staffReinstatementsSchema,
  type SANCTION_KINDS,
  type staffMemberHitSchema,
  type staffReinstatementSchema,
} from '@contract/dues'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

export type StandingMember = z.infer<typeof staffMemberHitSchema>
export type QueuedReinstatement = z.infer<typeof staffReinstatementSchema>

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.staffStanding.search(q),
    queryFn: async ({ signal }) =>
      (await api.get('/staff/members', { query: { q }, schema: staffMembersSchema, signal })).data.items,
    staleTime: STALE.default,
  })

export const ledgerQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: queryKeys.staffStanding.ledger(memberId),
    queryFn: async ({ signal }) =>
      (await api.get(`/staff/members/${memberId}/ledger`, { schema: memberLedgerSchema, signal })).data,
    staleTime: STALE.live,
  })

export const reinstatementQueueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.staffStanding.reinstatements(),
    queryFn: async ({ signal }) =>
      (await api.get('/staff/reinstatements', { schema: staffReinstatementsSchema, signal })).data.items,
    staleTime: STALE.live,
  })

export interface OfflineTransfer {
  periodIds: number[]
  entranceFee: boolean
  amount: number
  depositedOn: string
  depositor: string
  note?: string
}

export async function recordOfflineTransfer(memberId: number, body: OfflineTransfer) {
  await api.post(`/staff/members/${memberId}/transfers`, body)
}

export interface NewSanction {
  kind: (typeof SANCTION_KINDS)[number]
  title: string
  detail: string
  startsOn: string
  endsOn: string | null
  restricts: boolean
}

export async function recordSanction(memberId: number, body: NewSanction) {
  return (await api.post(`/staff/members/${memberId}/sanctions`, body, { schema: sanctionSchema })).data
}

export async function decideReinstatement(id: number, body: { approve: boolean; reason: string }) {
  return (await api.post(`/staff/reinstatements/${id}/decision`, body, { schema: reinstatementSchema })).data
}
