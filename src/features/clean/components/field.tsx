import { useId, type ReactNode, type Ref } from 'react'
import { Icon } from '@/components/ui/icons'

/** A native checkbox with its label around it; its error (a consent not given) sits under it. */
interface ConsentProps {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  error?: string | null | undefined
  inputRef?: Ref<HTMLInputElement>
}

export function Consent({ name, checked, onChange, children, error, inputRef }: ConsentProps) {
  const id = useId()
  return (
    <div className="clean-consent">
      <label className="clean-check">
        <input
          ref={inputRef}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          <Icon name="alert" width={16} height={16} />
          {error}
        </p>
      ) : null}
    </div>
  )
}
