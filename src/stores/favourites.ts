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
  /** players.id values as the leaderboard rows carry them (strings). */
  playerIds: string[]
  toggle: (playerId: string) => void
  /** Replaces the list (the login merge keeps only what it could not send). */
  setPlayerIds: (playerIds: string[]) => void
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
      version: 1,
      storage: createJSONStorage(() => guardedLocalStorage),
      partialize: (s) => ({ playerIds: s.playerIds }),
    },
  ),
)
