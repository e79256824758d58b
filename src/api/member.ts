/** Member calls (api.md §7 "Member"). */
import { queryOptions } from '@tanstack/react-query'
import { profileSchema, type Profile } from '@contract/member'
import { api } from './client'
import { queryKeys, STALE } from './query-keys'

/** GET /member: the signed-in member's profile (the spec's start-up profile fetch). */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await api.get('/member', { schema: profileSchema, signal })
  return data
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.member.profile(),
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: STALE.profile,
  })
}
