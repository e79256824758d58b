import { create } from 'zustand'
import type { AppInfo } from '@/lib/app-bridge'

/**
 * System state of docs/requirements/api-conventions.md#api-6: whether we run inside the native app, and what the host
 * told us.
 */
export interface SystemState {
  isApp: boolean
  /** Navigation is handed to the host (appLink/externalLink) instead of the router. */
  useAppLink: boolean
  appInfo: AppInfo | null
  flutterReady: boolean
  /** When the host last became ready; lets screens refetch after the app resumes. */
  timeStamp: number
  setAppInfo: (info: AppInfo | null) => void
  setFlutterReady: (ready: boolean) => void
}

export const useSystemStore = create<SystemState>()((set) => ({
  isApp: false,
  useAppLink: false,
  appInfo: null,
  flutterReady: false,
  timeStamp: 0,
  setAppInfo: (info) => {
    const isApp = info?.channel.toLowerCase() === 'app'
    set({ appInfo: info, isApp, useAppLink: isApp })
  },
  setFlutterReady: (ready) => set({ flutterReady: ready, timeStamp: Date.now() }),
}))
