/** Education calls (docs/decisions/0038); keys under ['education'] so one key invalidates them all. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  educationEligibilitySchema,
  educationEventDetailSchema,
  educationEventListSchema,
  educationProgrammesSchema,
} from '@contract/education'
import { api } from './client'
import { STALE } from './query-keys'

export interface EducationEventParams {
  /** Type codes, comma-separated ("M,P"); every type when absent. */
  type?: string | undefined
  /** A Seoul month, YYYY-MM. */
  month: string
  page: number
  pageSize: number
}

export const educationKeys = {
  all: ['education'] as const,
  events: (p: EducationEventParams) => ['education', 'events', p] as const,
  event: (eventId: number) => ['education', 'event', eventId] as const,
  /** Keyed by the member too: the answer is about whoever is logged in. */
  eligibility: (eventId: number, memberId: string) => ['education', 'eligibility', eventId, memberId] as const,
  programmes: () => ['education', 'programmes'] as const,
}

export const educationEventsQueryOptions = (p: EducationEventParams) =>
  queryOptions({
    queryKey: educationKeys.events(p),
    queryFn: async ({ signal }) =>
      (await api.get('/education/events', { query: { ...p }, schema: educationEventListSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

export const educationEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: educationKeys.event(eventId),
    queryFn: async ({ signal }) =>
      (await api.get(`/education/events/${eventId}`, { schema: educationEventDetailSchema, signal })).data,
    staleTime: STALE.default,
  })

export const educationEligibilityQueryOptions = (eventId: number, memberId: string) =>
  queryOptions({
    queryKey: educationKeys.eligibility(eventId, memberId),
    queryFn: async ({ signal }) =>
      (await api.get(`/education/events/${eventId}/eligibility`, { schema: educationEligibilitySchema, signal })).data,
    staleTime: STALE.default,
  })

/** Standing content: programmes and rules change only when staff edit them. */
export const educationProgrammesQueryOptions = () =>
  queryOptions({
    queryKey: educationKeys.programmes(),
    queryFn: async ({ signal }) =>
      (await api.get('/education/programmes', { schema: educationProgrammesSchema, signal })).data,
    staleTime: STALE.reference,
  })
