import { create } from 'zustand'

export interface WithdrawalOutcome {
  /** When the kept data is purged (the server's answer). */
  purgeAfter: string
  associationMembershipKept: boolean
}

interface WithdrawalOutcomeState {
  outcome: WithdrawalOutcome | null
  set: (outcome: WithdrawalOutcome | null) => void
}

/**
 * The answer of a withdrawal, held for the "withdrawal complete" page. The session ends with the
 * withdrawal, so the member-area guard would otherwise replace the page with its login message: the guard
 * shows this instead while it is set. In memory only: a reload shows the login message, which is true.
 */
export const useWithdrawalOutcome = create<WithdrawalOutcomeState>()((set) => ({
  outcome: null,
  set: (outcome) => set({ outcome }),
}))
