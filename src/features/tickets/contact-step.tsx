import { useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { type TicketContact, type TicketProductDto, ticketContactSchema } from '@contract/tickets'

export interface ContactDraft {
  mobile: string
  email: string
  address: string
  birthDate: string
}

interface ContactStepProps {
  product: TicketProductDto
  draft: ContactDraft
  onChange: (next: ContactDraft) => void
  onBack: () => void
  onPay: (contact: TicketContact) => void
  /** The pay button's label (with the amount) and why it cannot be pressed yet, if so. */
  payLabel: string
  blockedReason: string | null
  busy: boolean
  children?: ReactNode
}

type Field = keyof ContactDraft

/**
 * Step 3 (docs/requirements/ticketing.md#tkt-2): the contact for the tickets, prefilled from the member's profile:
 * mobile and e-mail always, the address when the ticket is shipped, the date of birth when the ticket asks for it.
 */
export function ContactStep(props: ContactStepProps) {
  const { product, draft, onChange, onBack, onPay, payLabel, blockedReason, busy, children } = props
  const { t } = useLingui()
  const reasonId = useId()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const messages: Record<Field, string> = {
    mobile: t`Please enter a mobile number like 010-1234-5678.`,
    email: t`Please enter a valid e-mail address.`,
    address: t`Please enter the address to send the tickets to.`,
    birthDate: t`Please enter your date of birth as eight digits, like 19990505.`,
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = ticketContactSchema.safeParse({
      mobile: draft.mobile.trim(),
      email: draft.email.trim(),
      address: product.shipped ? draft.address.trim() : null,
      birthDate: product.requiresBirthDate ? draft.birthDate.trim() : null,
    })
    const found: Partial<Record<Field, string>> = {}
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        found[field] = messages[field]
      }
    if (product.shipped && !draft.address.trim()) found.address = messages.address
    if (product.requiresBirthDate && !draft.birthDate.trim()) found.birthDate = messages.birthDate
    setErrors(found)
    if (parsed.success && Object.keys(found).length === 0) onPay(parsed.data)
  }

  const field = (name: Field, label: string, input: { type?: string; inputMode?: 'tel' | 'numeric' | 'email' }) => (
    <Input
      name={name}
      label={label}
      value={draft[name]}
      error={errors[name]}
      onChange={(value) => onChange({ ...draft, [name]: value })}
      {...input}
    />
  )

  return (
    <form className="ticket-step" onSubmit={submit} noValidate>
      <fieldset className="ticket-contact">
        <legend className="ticket-step__legend">{t`Contact for the tickets`}</legend>
        {field('mobile', t`Mobile`, { type: 'tel', inputMode: 'tel' })}
        {field('email', t`E-mail`, { type: 'email', inputMode: 'email' })}
        {product.shipped ? field('address', t`Delivery address`, {}) : null}
        {product.requiresBirthDate ? field('birthDate', t`Date of birth`, { inputMode: 'numeric' }) : null}
      </fieldset>
      {children}
      <div className="ticket-step__actions">
        <button type="button" className="btn btn--lg" onClick={onBack}>
          {t`Back`}
        </button>
        <button
          type="submit"
          className="btn btn--primary btn--lg"
          disabled={busy || blockedReason !== null}
          aria-describedby={blockedReason ? reasonId : undefined}
        >
          {payLabel}
        </button>
      </div>
      {blockedReason ? (
        <p id={reasonId} className="ticket-step__reason">
          {blockedReason}
        </p>
      ) : null}
    </form>
  )
}

interface InputProps {
  name: Field
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  type?: string
  inputMode?: 'tel' | 'numeric' | 'email'
}

function Input({ name, label, value, error, onChange, type = 'text', inputMode }: InputProps) {
  const id = useId()
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        type={type}
        inputMode={inputMode}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
