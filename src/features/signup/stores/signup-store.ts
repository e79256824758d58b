/**
 * The sign-up in progress, kept in sessionStorage so a reload (or a phone that drops the tab) does not lose
 * what was typed. Never the password, nor the verified phone (a certification someone else could use on a
 * shared tab): the password stays in the form's memory, and the phone is verified again after a reload.
 * Cleared on completion (only the result stays for the completion step), when someone logs in or out on
 * the tab, and ignored when older than DRAFT_TTL_MS: a draft must not greet the next person at a kiosk.
 */
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { hasLoginMarker, readStored, writeStored } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { EMPTY_INFO, type Consents, type InfoValues } from '../form-values'
import type { StepProgress, VerifyMethod } from '../steps'

export const SIGNUP_STORAGE_KEY = 'fw.signupDraft'

/** A draft left this long is someone else's, as far as the next visitor is concerned. */
export const DRAFT_TTL_MS = 30 * 60_000

const guardedSessionStorage: StateStorage = {
  getItem: (name) => readStored(name, 'session'),
  setItem: (name, value) => writeStored(name, value, 'session'),
  removeItem: (name) => writeStored(name, null, 'session'),
}

export interface SignupResultView {
  id: string
  name: string
  method: VerifyMethod
  /** Document route: when the temporary data is deleted unless the ID document arrived (ISO). */
  deleteAfter: string | null
}

export interface SignupDraft extends Consents {
  method: VerifyMethod | null
  values: InfoValues
  /** The ID the duplicate check found available; editing the ID makes the check due again. */
  checkedId: string | null
  /** The verified mobile of the phone route (certId is spent once by the sign-up). */
  phoneCert: { certId: string; phone: string } | null
  result: SignupResultView | null
}

interface SignupState extends SignupDraft {
  setConsents: (consents: Partial<Consents>) => void
  setMethod: (method: VerifyMethod) => void
  setValues: (values: Partial<InfoValues>) => void
  setCheckedId: (id: string | null) => void
  setPhoneCert: (cert: SignupDraft['phoneCert']) => void
  /** Clears everything typed and keeps only what the completion step shows. */
  complete: (result: SignupResultView) => void
  reset: () => void
}

const INITIAL: SignupDraft = {
  agreeTerms: false,
  agreePrivacy: false,
  agreeProvide: false,
  marketingAgree: false,
  method: null,
  values: EMPTY_INFO,
  checkedId: null,
  phoneCert: null,
  result: null,
}

export const useSignupStore = create<SignupState>()(
  persist(
    (set) => ({
      ...INITIAL,
      setConsents: (consents) => set(consents),
      setMethod: (method) => set({ method }),
      setValues: (values) => set((state) => ({ values: { ...state.values, ...values } })),
      setCheckedId: (checkedId) => set({ checkedId }),
      setPhoneCert: (phoneCert) => set({ phoneCert }),
      complete: (result) => set({ ...INITIAL, result }),
      reset: () => set(INITIAL),
    }),
    {
      name: SIGNUP_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => guardedSessionStorage),
      partialize: ({ agreeTerms, agreePrivacy, agreeProvide, marketingAgree, method, values, checkedId, result }) => ({
        savedAt: Date.now(),
        agreeTerms,
        agreePrivacy,
        agreeProvide,
        marketingAgree,
        method,
        values: { ...EMPTY_INFO, ...values },
        checkedId,
        result,
      }),
      // A draft from an older shape keeps only the fields this version knows.
      merge: (persisted, current) => {
        const { savedAt, ...saved } = (persisted ?? {}) as Partial<SignupDraft> & { savedAt?: number }
        const stale = typeof savedAt !== 'number' || Date.now() - savedAt > DRAFT_TTL_MS
        if (stale || hasLoginMarker()) return current
        return { ...current, ...saved, phoneCert: null, values: { ...EMPTY_INFO, ...saved.values } }
      },
    },
  ),
)

// Someone logging in or out on this tab ends any sign-up typed here before.
useSessionStore.subscribe((state, previous) => {
  if (state.userInfo?.id !== previous.userInfo?.id) useSignupStore.getState().reset()
})

export function progressOf(state: SignupDraft): StepProgress {
  return {
    agreeTerms: state.agreeTerms,
    agreePrivacy: state.agreePrivacy,
    agreeProvide: state.agreeProvide,
    method: state.method,
    completed: state.result !== null,
  }
}
