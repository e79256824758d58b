import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'
import type { ContactField, ContactInput, ContactMethod, Problems } from '../recovery-checks'
import { refusalOf } from '../refusal'

/**
 * The state both recovery forms keep (find ID, find password): the name and contact, the problems found in
 * the browser, the field codes the server refused with, and the words for a refusal that names no field.
 */
export function useContactForm(method: ContactMethod) {
  const { t, i18n } = useLingui()
  const [input, setInput] = useState<ContactInput>({ name: '', method, email: '', mobile: '' })
  const [problems, setProblems] = useState<Problems>({})
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const nameRef = useRef<HTMLInputElement>(null)
  const contactRef = useRef<HTMLInputElement>(null)

  return {
    input,
    nameRef,
    contactRef,
    change: (patch: Partial<ContactInput>) => {
      setInput((current) => ({ ...current, ...patch }))
      setServerFields({})
    },
    /** A switch between e-mail and mobile: the other way's problems no longer apply. */
    switchMethod: (next: ContactMethod) => {
      setInput((current) => ({ ...current, method: next }))
      setServerFields({})
      setProblems(({ email: _email, mobile: _mobile, ...rest }) => rest)
    },
    /** New problems from a submit; the server's earlier refusals go with them. */
    showProblems: (next: Problems) => {
      setProblems(next)
      setServerFields({})
    },
    clearServerFields: () => setServerFields({}),
    fieldError: (field: ContactField): string | null => {
      const problem = problems[field]
      if (problem) return i18n._(problem)
      return errorText(i18n, serverFields[field]) ?? null
    },
    /** A refused call: its field codes go next to their fields; anything else gets the generic popup. */
    onRefused: (error: unknown) => {
      const refusal = refusalOf(error)
      if (refusal) setServerFields(refusal.fields)
      else void openPopup()
    },
    /** The words under the form for a refusal that names no field (e.g. too many attempts). */
    failureOf: (error: unknown): string | null => {
      const refusal = error ? refusalOf(error) : null
      return refusal && Object.keys(refusal.fields).length === 0
        ? (errorText(i18n, refusal.code) ?? t`Please check what you entered.`)
        : null
    },
  }
}

export type ContactForm = ReturnType<typeof useContactForm>
