import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, type Ref } from 'react'
import { Icon } from '@/components/ui/icons'
import { CheckBox } from './check-box'

interface ConsentItemProps {
  ref?: Ref<HTMLInputElement>
  name: string
  title: string
  required: boolean
  text: MessageDescriptor
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string | null
}

/** One consent: its title with required/optional, the text in a scrollable box, and "I agree". */
export function ConsentItem({ ref, name, title, required, text, checked, onChange, error }: ConsentItemProps) {
  const { i18n } = useLingui()
  const id = useId()
  const textId = `${id}-text`
  const errorId = `${id}-error`
  return (
    <section className={`consent${error ? ' consent--invalid' : ''}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="consent__title">
        <span className={`consent__badge consent__badge--${required ? 'required' : 'optional'}`}>
          {required ? <Trans>Required</Trans> : <Trans>Optional</Trans>}
        </span>
        {title}
      </h3>
      {/* Focusable so keyboard users can scroll it; a region so screen readers can find and skip it. */}
      <div id={textId} className="consent__text" tabIndex={0} role="region" aria-label={title}>
        {i18n
          ._(text)
          .split('\n\n')
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
      <CheckBox
        ref={ref}
        name={name}
        checked={checked}
        onChange={onChange}
        describedBy={error ? errorId : undefined}
        invalid={Boolean(error)}
      >
        <Trans>I agree to the {title}.</Trans>
      </CheckBox>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          <Icon name="alert" width={16} height={16} />
          {error}
        </p>
      ) : null}
    </section>
  )
}
