import { useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { seoulDay } from '@contract/member-signup'
import { ID_UNCHECKED } from '../field-messages'
import { needsGuardian, signupProblems, type FieldCodes } from '../field-rules'
import { toSignupBody, type InfoField, type InfoValues, type Passwords } from '../form-values'
import { useSignupStore } from '../stores/signup-store'
import { focusField } from '@/components/form/focus-field'

/** The order of the form's fields: the first wrong one gets the focus. */
export const FIELD_ORDER = [
  'id',
  'pwd',
  'pwdConfirm',
  'name',
  'firstNameEn',
  'lastNameEn',
  'birthDate',
  'guardianName',
  'guardianPhone',
  'gender',
  'nationality',
  'mobile',
  'phone',
  'email',
  'zipCode',
  'address',
  'addressDetail',
  'workName',
  'workZipCode',
  'workAddress',
  'workAddressDetail',
  'workPhone',
  'photo',
] as const

/**
 * Fields whose shown message a blur of another re-judges: a changed password may now match its
 * confirmation; a changed birth date may no longer need a guardian. (Not shown yet stays unshown: the
 * guardian fields just appeared and are not wrong before the member had a chance to fill them in.)
 */
const DEPENDENTS: Readonly<Record<string, readonly string[]>> = {
  pwd: ['pwdConfirm'],
  birthDate: ['guardianName', 'guardianPhone'],
}

const today = () => seoulDay(new Date())

/**
 * Step 3's state and checks: values in the sign-up store (kept across reloads), passwords in memory only,
 * one problem code per field. Fields are checked on blur (and again while being corrected), all of them on
 * submit; `submit` gets the request body only when the contract finds nothing wrong.
 */
export function useInfoForm() {
  const method = useSignupStore((s) => s.method) ?? 'phone'
  const values = useSignupStore((s) => s.values)
  const checkedId = useSignupStore((s) => s.checkedId)
  const [passwords, setPasswords] = useState<Passwords>({ pwd: '', pwdConfirm: '' })
  const passwordsRef = useRef(passwords)
  passwordsRef.current = passwords
  const [errors, setErrors] = useState<FieldCodes>({})
  const formRef = useRef<HTMLFormElement>(null)
  const showGuardian = needsGuardian(values.birthDate, today())

  /** Every problem now, read from the store's latest state (not the last render's). */
  const problemsNow = (withIdCheck: boolean): FieldCodes => {
    const state = useSignupStore.getState()
    const guardian = needsGuardian(state.values.birthDate, today())
    const body = toSignupBody(method, state.values, passwordsRef.current, state, {
      phoneCertId: state.phoneCert?.certId ?? null,
      showGuardian: guardian,
    })
    const problems = signupProblems(method, body, today())
    if (withIdCheck && !problems.id && state.checkedId !== state.values.id.trim()) problems.id = ID_UNCHECKED
    return problems
  }

  /** Re-judges `fields` (problems shown, or cleared when fixed) and `dependents` whose message is showing. */
  const recheck = (fields: readonly string[], dependents: readonly string[] = []) => {
    const problems = problemsNow(false)
    setErrors((shown) => {
      const next = { ...shown }
      for (const field of [...fields, ...dependents.filter((d) => d in shown)]) {
        if (problems[field]) next[field] = problems[field]
        else delete next[field]
      }
      return next
    })
  }

  const setValue = <K extends InfoField>(field: K, value: InfoValues[K]) => {
    useSignupStore.getState().setValues({ [field]: value } as Partial<InfoValues>)
    // A field with a message is judged again as it is corrected, so the message leaves when it is right.
    if (errors[field]) recheck([field])
  }

  const setPassword = (field: keyof Passwords, value: string) => {
    passwordsRef.current = { ...passwordsRef.current, [field]: value }
    setPasswords(passwordsRef.current)
    if (errors[field]) recheck([field])
  }

  /** The form's focusout: the field just left is checked (a value not yet typed is not nagged about). */
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement
    const name = target.name
    if (!name || !(FIELD_ORDER as readonly string[]).includes(name)) return
    // The phone route's mobile is judged by its verification, on submit.
    if (name === 'mobile' && method === 'phone') return
    // A radio group is left when focus moves out of the group, not between its buttons.
    const next = event.relatedTarget as HTMLInputElement | null
    if (target.type === 'radio' && next?.name === name) return
    recheck([name], DEPENDENTS[name])
  }

  const focusFirstProblem = (problems: FieldCodes) => {
    const first = FIELD_ORDER.find((field) => problems[field])
    const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null
    // A wrong field in the folded workplace section: unfold it, or the focus goes nowhere.
    element?.closest('details:not([open])')?.setAttribute('open', '')
    focusField(element)
  }

  /** Shows problems from elsewhere (the duplicate check, the server) next to their fields. */
  const showProblems = (problems: FieldCodes, focus = true) => {
    setErrors((shown) => ({ ...shown, ...problems }))
    if (focus) focusFirstProblem(problems)
  }

  const clearProblem = (field: string) =>
    setErrors((shown) => {
      const { [field]: _gone, ...rest } = shown
      return rest
    })

  /** The body to send, or null after showing every problem and focusing the first. */
  const validateAll = (event: FormEvent) => {
    event.preventDefault()
    const problems = problemsNow(true)
    setErrors(problems)
    if (Object.keys(problems).length > 0) {
      focusFirstProblem(problems)
      return null
    }
    const state = useSignupStore.getState()
    return toSignupBody(method, state.values, passwordsRef.current, state, {
      phoneCertId: state.phoneCert?.certId ?? null,
      showGuardian,
    })
  }

  return {
    method,
    values,
    checkedId,
    passwords,
    errors,
    showGuardian,
    formRef,
    setValue,
    setPassword,
    onBlur,
    validateAll,
    showProblems,
    clearProblem,
  }
}

export type InfoForm = ReturnType<typeof useInfoForm>
