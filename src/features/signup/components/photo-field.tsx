import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import { FIELD_ERRORS } from '@contract/error-codes'
import { Icon } from '@/components/ui/icons'
import { downsizePhoto, PHOTO_ACCEPT } from '../photo'

interface PhotoFieldProps {
  value: string
  onChange: (dataUrl: string) => void
  /** A field code (too_long, invalid_format) or null. */
  onProblem: (code: string | null) => void
  error: string | null
}

/** The optional photo: chosen from the device, shown as a preview, made small before it is kept. */
export function PhotoField({ value, onChange, onProblem, error }: PhotoFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  const choose = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    const result = await downsizePhoto(file)
    setBusy(false)
    if (inputRef.current) inputRef.current.value = ''
    if ('problem' in result)
      return onProblem(result.problem === 'too_big' ? FIELD_ERRORS.TOO_LONG : FIELD_ERRORS.INVALID_FORMAT)
    onProblem(null)
    onChange(result.dataUrl)
  }

  return (
    <fieldset className="signup-section">
      <legend className="signup-section__title">
        <Trans>Photo</Trans> <span className="signup-optional__tag">{t`Optional`}</span>
      </legend>
      <div className="photo-field">
        <div className="photo-field__preview" aria-hidden={value ? undefined : true}>
          {value ? <img src={value} alt={t`Your photo`} /> : <Icon name="user" width={36} height={36} />}
        </div>
        <div className="photo-field__controls">
          <label htmlFor={id} className="btn">
            {value ? t`Change photo` : t`Choose a photo`}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="photo"
            type="file"
            accept={PHOTO_ACCEPT}
            className="photo-field__input"
            onChange={(e) => void choose(e.target.files?.[0])}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-note`}
          />
          {value ? (
            <button type="button" className="btn btn--quiet" onClick={() => onChange('')}>
              {t`Remove`}
            </button>
          ) : null}
          {error ? (
            <p id={`${id}-note`} className="field__error" role="alert">
              <Icon name="alert" width={16} height={16} />
              {error}
            </p>
          ) : (
            <p id={`${id}-note`} className="field__hint">
              <Trans>JPEG, PNG or WebP. It is made smaller (600 pixels) before it is sent.</Trans>
            </p>
          )}
        </div>
      </div>
    </fieldset>
  )
}
