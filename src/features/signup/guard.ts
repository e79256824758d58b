/**
 * The route's guard (src/routes/sign/join.tsx beforeLoad): which step to show instead of the one asked
 * for. Small on purpose: it loads with the route tree, before the page's chunk.
 */
import type { SignupStep } from './steps'
import { redirectFor } from './steps'
import { progressOf, useSignupStore } from './stores/signup-store'

/**
 * `requested` undefined is an entry from a link ("Sign up" on the login page): after a finished sign-up it
 * starts a new one. Otherwise the step is kept when allowed, else the first unfinished one is shown.
 */
export function signupRedirect(requested: SignupStep | undefined): SignupStep | null {
  const store = useSignupStore.getState()
  if (requested === undefined) {
    if (store.result) store.reset()
    return null
  }
  return redirectFor(requested, progressOf(useSignupStore.getState()))
}
