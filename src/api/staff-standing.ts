/**
 * The staff's standing console (docs/requirements/standing-and-dues.md#sd-13): find a member, read the ledger,
 * record an offline bank transfer or a sanction, decide reinstatements. Every call is audited by the server.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { memberLedgerSchema, reinstatementSchema, sanctionSchema, type SANCTION_KINDS } from '@contract/dues'
import { memberClassSchema } from '@contract/member'
import { standingSchema } from '@contract/membership'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

const root = '/staff/standing'

export const standingMemberSchema = z.object({
  memberId: z.number().int().positive(),
  name: z.string(),
  memberNo: z.string().nullable(),
  memberClass: memberClassSchema.nullable(),
  standing: standingSchema,
})
export type StandingMember = z.infer<typeof standingMemberSchema>

export const queuedReinstatementSchema = reinstatementSchema.extend({
  memberId: z.number().int().positive(),
  name: z.string(),
  memberNo: z.string().nullable(),
})
export type QueuedReinstatement = z.infer<typeof queuedReinstatementSchema>

export const memberSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.staffStanding.search(q),
    queryFn: async ({ signal }) =>
      (
        await api.get(`${root}/members`, {
          query: { q },
          schema: z.object({ members: z.array(standingMemberSchema) }),
          signal,
        })
      ).data.members,
    staleTime: STALE.default,
  })

export const ledgerQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: queryKeys.staffStanding.ledger(memberId),
    queryFn: async ({ signal }) =>
      (await api.get(`${root}/members/${memberId}`, { schema: memberLedgerSchema, signal })).data,
    staleTime: STALE.live,
  })

export const reinstatementQueueQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.staffStanding.reinstatements(),
    queryFn: async ({ signal }) =>
      (
        await api.get(`${root}/reinstatements`, {
          schema: z.object({ items: z.array(queuedReinstatementSchema) }),
          signal,
        })
      ).data.items,
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
  await api.post(`${root}/members/${memberId}/transfers`, body)
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
  return (await api.post(`${root}/members/${memberId}/sanctions`, body, { schema: sanctionSchema })).data
}

export async function decideReinstatement(id: number, body: { approve: boolean; reason: string }) {
  return (await api.post(`${root}/reinstatements/${id}/decision`, body, { schema: reinstatementSchema })).data
}
