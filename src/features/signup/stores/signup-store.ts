/**
 * The sign-up in progress, kept in sessionStorage so a reload (or a phone that drops the tab) does not lose
 * what was typed. Never the password: it stays in the form's memory only. Cleared on completion, when only
 * the result stays for the completion step.
 */
import { create } from 'zustand'
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware'
import { readStored, writeStored } from '@/lib/storage'
import { EMPTY_INFO, type Consents, type InfoValues } from '../form-values'
import type { StepProgress, VerifyMethod } from '../steps'

export const SIGNUP_STORAGE_KEY = 'fw.signupDraft'

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
      partialize: ({ agreeTerms, agreePrivacy, agreeProvide, marketingAgree, method, values, checkedId, phoneCert, result }) => ({
        agreeTerms,
        agreePrivacy,
        agreeProvide,
        marketingAgree,
        method,
        values: { ...EMPTY_INFO, ...values },
        checkedId,
        phoneCert,
        result,
      }),
      // A draft from an older shape keeps only the fields this version knows.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<SignupDraft>
        return { ...current, ...saved, values: { ...EMPTY_INFO, ...saved.values } }
      },
    },
  ),
)

export function progressOf(state: SignupDraft): StepProgress {
  return {
    agreeTerms: state.agreeTerms,
    agreePrivacy: state.agreePrivacy,
    agreeProvide: state.agreeProvide,
    method: state.method,
    completed: state.result !== null,
  }
}
