import type { ReactNode } from 'react'
import { create } from 'zustand'

export interface PopupOptions {
  title?: ReactNode
  /**
   * Without a message the popup says the generic "An error has occurred."
   * (docs/requirements/api-conventions.md#api-11).
   */
  message?: ReactNode
  confirmLabel?: ReactNode
  /** When given, a second button closes without confirming. */
  cancelLabel?: ReactNode
  tone?: 'info' | 'error'
}

export interface OpenPopup extends PopupOptions {
  id: number
  resolve: (confirmed: boolean) => void
}

interface PopupState {
  /** Popups opened while one is showing wait their turn, oldest first. */
  queue: OpenPopup[]
  open: (options?: PopupOptions) => Promise<boolean>
  close: (id: number, confirmed: boolean) => void
}

let nextId = 1

export const usePopupStore = create<PopupState>()((set, get) => ({
  queue: [],
  open: (options = {}) =>
    new Promise<boolean>((resolve) => {
      const popup: OpenPopup = { ...options, id: nextId++, resolve }
      set({ queue: [...get().queue, popup] })
    }),
  close: (id, confirmed) => {
    const popup = get().queue.find((p) => p.id === id)
    set({ queue: get().queue.filter((p) => p.id !== id) })
    popup?.resolve(confirmed)
  },
}))

/** Opens a popup from anywhere (event handlers, mutations); resolves true on confirm, false otherwise. */
export function openPopup(options?: PopupOptions): Promise<boolean> {
  return usePopupStore.getState().open(options)
}

/** Hook form for components: `const popup = usePopup(); await popup.open({ message })`. */
export function usePopup(): { open: typeof openPopup } {
  return { open: openPopup }
}
