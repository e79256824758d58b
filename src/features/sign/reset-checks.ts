import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'
import { passwordProblem } from '@contract/password-rules'

export type ResetField = 'code' | 'newPwd' | 'newPwdConfirm'

/** A problem is either our own words or a contract code that errorText words (as the server would). */
export type ResetProblem = { text: MessageDescriptor } | { code: string }

export interface ResetInput {
  code: string
  newPwd: string
  newPwdConfirm: string
  /** The account's ID, typed in step 1: the password must not contain it. */
  loginId: string
  /** True once the countdown reached zero. */
  expired: boolean
}

/**
 * The checks of POST /member/findPw/reset run before sending, with the contract's password rule (the same
 * function the server runs), so a refused password never costs the member one of the code's attempts.
 */
export function resetProblems(input: ResetInput): Partial<Record<ResetField, ResetProblem>> {
  const problems: Partial<Record<ResetField, ResetProblem>> = {}
  if (input.expired) problems.code = { code: ERROR_CODES.CERT_CODE_EXPIRED }
  else if (!/^\d{6}$/.test(input.code)) problems.code = { text: msg`Please enter the 6-digit code.` }
  const pwdProblem = passwordProblem(input.newPwd, input.loginId)
  if (pwdProblem) problems.newPwd = { code: pwdProblem }
  if (input.newPwdConfirm === '') problems.newPwdConfirm = { text: msg`Please enter the new password again.` }
  else if (!pwdProblem && input.newPwd !== input.newPwdConfirm) problems.newPwdConfirm = { code: FIELD_ERRORS.MISMATCH }
  return problems
}
