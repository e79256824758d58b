import { create } from 'zustand'

/**
 * Login state of docs/requirements/accounts.md#acc-8 (isLogin, userInfo, certInfo). The profile itself is server data
 * and lives in TanStack Query; `userInfo` here is the small identity the shell shows (name, id, member class).
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
  /**
   * Why the server ended the session without the member asking (the server's 401 code: another device
   * logged in, the login expired, reuse was detected), until the shell has told them. Survives signOut.
   */
  endNotice: string | number | null
  signIn: (user: UserInfo) => void
  setCertInfo: (cert: CertInfo | null) => void
  signOut: () => void
  setEndNotice: (code: string | number | null) => void
}

export const useSessionStore = create<SessionState>()((set) => ({
  isLogin: false,
  userInfo: null,
  certInfo: null,
  endNotice: null,
  signIn: (user) => set({ isLogin: true, userInfo: user }),
  setCertInfo: (cert) => set({ certInfo: cert }),
  signOut: () => set({ isLogin: false, userInfo: null, certInfo: null }),
  setEndNotice: (code) => set({ endNotice: code }),
}))
