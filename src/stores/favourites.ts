/**
 * Players a visitor follows, pinned on top of every leaderboard. Kept in this browser's storage; a
 * member's favourites live on the server (src/api/favourites.ts), and at login this list is merged into
 * them and emptied (decision 0031).
 */
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { readStored, writeStored } from '@/lib/storage'

export const FAVOURITES_STORAGE_KEY = 'fw.favouritePlayers'

/** Guarded (src/lib/storage.ts): without storage, favourites last for the visit only. */
const guardedLocalStorage: StateStorage = {
  getItem: (name) => readStored(name),
  setItem: (name, value) => writeStored(name, value),
  removeItem: (name) => writeStored(name, null),
}

interface FavouritesState {
  /** players.id values, numbers as every id of the API (decision 0049). */
  playerIds: number[]
  toggle: (playerId: number) => void
  /** Replaces the list (the login merge keeps only what it could not send). */
  setPlayerIds: (playerIds: number[]) => void
}

/** The ids of an older stored list, as numbers; anything that is not a players.id is dropped. */
function storedIds(stored: unknown): number[] {
  const ids = (stored as { playerIds?: unknown } | null)?.playerIds
  if (!Array.isArray(ids)) return []
  return ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
}

export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      playerIds: [],
      toggle: (playerId) =>
        set((state) => ({
          playerIds: state.playerIds.includes(playerId)
            ? state.playerIds.filter((id) => id !== playerId)
            : [...state.playerIds, playerId],
        })),
      setPlayerIds: (playerIds) => set({ playerIds }),
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      // Version 1 stored the ids as text, as the leaderboard rows carried them before decision 0049.
      version: 2,
      migrate: (stored) => ({ playerIds: storedIds(stored) }),
      storage: createJSONStorage(() => guardedLocalStorage),
      partialize: (s) => ({ playerIds: s.playerIds }),
    },
  ),
)
