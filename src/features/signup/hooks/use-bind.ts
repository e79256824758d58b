import { useLingui } from '@lingui/react/macro'
import { fieldMessage } from '../field-messages'
import type { InfoValues } from '../form-values'
import type { InfoForm } from './use-info-form'

type TextField = { [K in keyof InfoValues]: InfoValues[K] extends string ? K : never }[keyof InfoValues]

/** FormField props for a text field of the form: name, value, onChange and its translated message. */
export function useBind(form: InfoForm) {
  const { i18n } = useLingui()
  const messageOf = (field: string) => (form.errors[field] ? fieldMessage(i18n, field, form.errors[field]) : null)
  const bind = (field: TextField, transform?: (value: string) => string) => ({
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setValue(field, (transform ? transform(value) : value) as never),
    error: messageOf(field),
  })
  return { bind, messageOf }
}

/** Number fields accept digits only, as typed or pasted ("010-1234-5678" becomes 01012345678). */
export const digits = (max: number) => (value: string) => value.replace(/\D/g, '').slice(0, max)
