import { create } from 'zustand'

/** Media filter from the spec, with its defaults (page 1, page size 12, order "basic"). */
export interface MediaFilter {
  tourId: string
  gameId: string
  gameDate: string
  round: string
  memberId: string
  clubType: string
  field: string
  score: string
  tourIds: string[]
  gameIds: string[]
  gameDates: string[]
  rounds: string[]
  memberIds: string[]
  clubTypes: string[]
  fields: string[]
  scores: string[]
  searchWord: string
  page: number
  pageSize: number
  searchOrder: string
}

export const MEDIA_FILTER_DEFAULTS: MediaFilter = {
  tourId: '',
  gameId: '',
  gameDate: '',
  round: '',
  memberId: '',
  clubType: '',
  field: '',
  score: '',
  tourIds: [],
  gameIds: [],
  gameDates: [],
  rounds: [],
  memberIds: [],
  clubTypes: [],
  fields: [],
  scores: [],
  searchWord: '',
  page: 1,
  pageSize: 12,
  searchOrder: 'basic',
}

export interface MediaFilterState extends MediaFilter {
  setFilter: (patch: Partial<MediaFilter>) => void
  reset: () => void
}

export const useMediaFilterStore = create<MediaFilterState>()((set) => ({
  ...MEDIA_FILTER_DEFAULTS,
  // Any change other than the page itself starts again at page 1.
  setFilter: (patch) => set((s) => ({ ...s, ...patch, page: patch.page ?? 1 })),
  reset: () => set({ ...MEDIA_FILTER_DEFAULTS }),
}))
