/**
 * The four sign-up steps of docs/requirements/accounts.md#acc-10 (terms consent, verification method, personal
 * information, completion), kept in one route as `?step=` so the browser's back button moves between them.
 */
export const SIGNUP_STEPS = ['terms', 'method', 'info', 'done'] as const
export type SignupStep = (typeof SIGNUP_STEPS)[number]

export type VerifyMethod = 'phone' | 'document'

export const stepIndex = (step: SignupStep) => SIGNUP_STEPS.indexOf(step)

export const isSignupStep = (value: unknown): value is SignupStep => SIGNUP_STEPS.includes(value as SignupStep)

/** What the steps before `info` decided; the guard reads it. */
export interface StepProgress {
  agreeTerms: boolean
  agreePrivacy: boolean
  agreeProvide: boolean
  method: VerifyMethod | null
  completed: boolean
}

export const termsDone = (p: StepProgress) => p.agreeTerms && p.agreePrivacy

/** The document route also needs the consent to provide personal information (docs/requirements/accounts.md#acc-13). */
export const methodDone = (p: StepProgress) => p.method === 'phone' || (p.method === 'document' && p.agreeProvide)

/** The furthest step the member may be on; a later one asked for in the URL sends them here. */
export function reachableStep(p: StepProgress): SignupStep {
  if (p.completed) return 'done'
  if (!termsDone(p)) return 'terms'
  if (!methodDone(p)) return 'method'
  return 'info'
}

/**
 * The step to show instead of `requested`, or null when it may be shown. A completed sign-up shows only its
 * completion (going back would offer a form already sent); before that, no step past the first unfinished one.
 */
export function redirectFor(requested: SignupStep, p: StepProgress): SignupStep | null {
  const reachable = reachableStep(p)
  if (p.completed) return requested === 'done' ? null : 'done'
  return stepIndex(requested) > stepIndex(reachable) ? reachable : null
}
