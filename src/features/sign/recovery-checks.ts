import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOGIN_ID_PATTERN } from '@contract/auth'
import { emailSchema, MOBILE_PATTERN } from '@contract/member-signup'

/**
 * Recovery needs the name and one contact (docs/requirements/accounts.md#acc-16); the member picks e-mail or mobile.
 */
export type ContactMethod = 'email' | 'mobile'

export interface ContactInput {
  name: string
  method: ContactMethod
  email: string
  mobile: string
}

export type ContactField = 'id' | 'name' | 'email' | 'mobile'
export type Problems = Partial<Record<ContactField, MessageDescriptor>>

/** Digits only: members type 010-1234-5678 as often as 01012345678. */
export const mobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, 11)

/** Problems of the name and the chosen contact, with the member's words; empty when it may be sent. */
export function contactProblems(input: ContactInput): Problems {
  const problems: Problems = {}
  if (input.name.trim() === '') problems.name = msg`Please enter your name.`
  if (input.method === 'email') {
    const email = input.email.trim()
    if (email === '') problems.email = msg`Please enter your e-mail address.`
    else if (!emailSchema.safeParse(email).success)
      problems.email = msg`Please enter a valid e-mail address (e.g. name@example.com).`
  } else {
    const mobile = mobileDigits(input.mobile)
    if (mobile === '') problems.mobile = msg`Please enter your mobile number.`
    else if (!MOBILE_PATTERN.test(mobile))
      problems.mobile = msg`Please enter a mobile number, digits only (e.g. 01012345678).`
  }
  return problems
}

/** The ID for finding the password: the same shape rule as the login ID. */
export function idProblem(id: string): MessageDescriptor | null {
  const value = id.trim()
  if (value === '') return msg`Please enter your ID.`
  if (!LOGIN_ID_PATTERN.test(value))
    return msg`Please check your ID: 6 to 20 lowercase letters and digits, starting with a letter.`
  return null
}

/** What the server is sent: the name and only the chosen contact. */
export function contactBody(input: ContactInput): { name: string; email?: string; mobile?: string } {
  return input.method === 'email'
    ? { name: input.name.trim(), email: input.email.trim() }
    : { name: input.name.trim(), mobile: mobileDigits(input.mobile) }
}

/** The first field with a problem, in the order the form shows them (focus goes there). */
export function firstProblem(problems: Problems, order: readonly ContactField[]): ContactField | null {
  return order.find((field) => problems[field]) ?? null
}
