import { create } from 'zustand'

/**
 * Login state from the spec (isLogin, userInfo, certInfo). The profile itself is server data and lives
 * in TanStack Query; `userInfo` here is the small identity the shell shows (name, id, member class).
 */
export interface UserInfo {
  id: string
  name: string
  memberClass?: string | null
}

export interface CertInfo {
  verified: boolean
  method?: string | null
}

export interface SessionState {
  isLogin: boolean
  userInfo: UserInfo | null
  certInfo: CertInfo | null
  signIn: (user: UserInfo) => void
  setCertInfo: (cert: CertInfo | null) => void
  signOut: () => void
}

export const useSessionStore = create<SessionState>()((set) => ({
  isLogin: false,
  userInfo: null,
  certInfo: null,
  signIn: (user) => set({ isLogin: true, userInfo: user }),
  setCertInfo: (cert) => set({ certInfo: cert }),
  signOut: () => set({ isLogin: false, userInfo: null, certInfo: null }),
}))
