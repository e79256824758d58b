import type { SsoHandOff } from '@contract/member-account'

/** The window the hand-off posts into: opened inside the click, named so the form can target it. */
export const ACADEMY_WINDOW = 'fairway-academy'

/**
 * The hand-off fields of docs/requirements/accounts.md#acc-20, in the order the partner documents them. returl is the
 * form's action.
 */
export const HAND_OFF_FIELDS = [
  'encrypted',
  'ek',
  'user_nm',
  'login_id',
  'dept_cd',
  'gender',
  'mobile',
  'zipcode',
  'new_addr',
  'addr_dtl',
  'birthday',
  'email',
  'etc1',
  'etc2',
  'etc3',
  'etc4',
  'etc5',
] as const

/**
 * Posts the hand-off to the partner's login page in the window named `target`. The details travel in the
 * POST body, not the address, so they stay out of browser history and the partner's access logs.
 * The form is removed again at once: it must not linger in the page with the member's details.
 */
export function submitHandOff(
  data: SsoHandOff['data'] & { returl: string },
  target: string,
  doc: Document = document,
): void {
  const form = doc.createElement('form')
  form.method = 'post'
  form.action = data.returl
  form.target = target
  form.acceptCharset = 'UTF-8'
  form.hidden = true
  for (const name of HAND_OFF_FIELDS) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = data[name] ?? ''
    form.append(input)
  }
  doc.body.append(form)
  try {
    form.submit()
  } finally {
    form.remove()
  }
}
