import { useMutation } from '@tanstack/react-query'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'
import type { SignupBody, SignupRequestBody } from '@contract/member-signup'
import { isApiError } from '@/api/api-error'
import { requestSignUp, signUp } from '@/api/member'
import { openPopup } from '@/components/ui/popup-store'
import { formProblem, type FieldCodes } from '../field-rules'
import type { VerifyMethod } from '../steps'
import { useSignupStore } from '../stores/signup-store'

/** The server's refusal as problems next to the fields, or null when it is not about a field. */
export function serverProblems(error: unknown): FieldCodes | null {
  if (!isApiError(error) || error.kind !== 'http') return null
  if (error.code === ERROR_CODES.ID_TAKEN) return { id: FIELD_ERRORS.TAKEN }
  if (error.code === ERROR_CODES.CERT_REQUIRED) return { mobile: ERROR_CODES.CERT_REQUIRED }
  if (error.status !== 400 || !error.fields) return null
  const problems: FieldCodes = {}
  for (const [key, code] of Object.entries(error.fields)) {
    const [field, shown] = formProblem(key, code)
    if (!(field in problems)) problems[field] = shown
  }
  return problems
}

/**
 * Sends the sign-up the way chosen in step 2. Success clears the draft and keeps the result for the
 * completion step; a refusal about fields goes next to them (`onProblems`); anything else is a popup.
 */
export function useSignupSubmit(method: VerifyMethod, onProblems: (problems: FieldCodes) => void) {
  return useMutation({
    mutationFn: (body: SignupBody | SignupRequestBody) =>
      method === 'phone' ? signUp(body as SignupBody) : requestSignUp(body as SignupRequestBody),
    onSuccess: (result, body) => {
      useSignupStore.getState().complete({ id: result.id, name: body.name, method, deleteAfter: result.deleteAfter })
    },
    onError: (error) => {
      const problems = serverProblems(error)
      if (!problems) return void openPopup()
      const store = useSignupStore.getState()
      // A taken ID needs a new check; a spent or stale certification a new verification.
      if (problems.id) store.setCheckedId(null)
      if (problems.mobile === ERROR_CODES.CERT_REQUIRED) store.setPhoneCert(null)
      onProblems(problems)
    },
  })
}
