import { create } from 'zustand'
import { DEFAULT_TOUR_ID, normalizeTourId, type TourId } from '@domain/tours'

/**
 * The current tour id (docs/requirements/tours-and-records.md#tr-1: default 11). The URL's `tourId` is the source;
 * routes sync it here.
 */
export interface TourState {
  tourId: TourId
  setTourId: (raw: unknown) => void
}

export const useTourStore = create<TourState>()((set, get) => ({
  tourId: DEFAULT_TOUR_ID,
  setTourId: (raw) => {
    const tourId = normalizeTourId(raw)
    if (get().tourId !== tourId) set({ tourId })
  },
}))
