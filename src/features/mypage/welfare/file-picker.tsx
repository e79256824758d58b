import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { EVIDENCE_MAX_FILES } from '@contract/welfare'
import { ACCEPT } from './form-state'

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** The evidence documents: a picker that adds files, each listed with its size and a remove button. */
export function FilePicker({
  files,
  onChange,
  error,
}: {
  files: readonly File[]
  onChange: (files: File[]) => void
  error: string | null
}) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="field welfare-files">
      <label className="field__label" htmlFor={id}>
        <Trans>Evidence documents</Trans>
      </label>
      <input
        id={id}
        className="field__input"
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          onChange([...files, ...Array.from(e.target.files ?? [])])
          e.target.value = ''
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        <Trans>Photos (JPEG, PNG, WebP, HEIC) or PDF, up to 10 MB each and {EVIDENCE_MAX_FILES} files.</Trans>
      </p>
      {files.length > 0 ? (
        <ul role="list" className="welfare-files__list" aria-label={t`Chosen files`}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className="welfare-files__item">
              <span className="welfare-files__name">{f.name}</span>
              <span className="mypage-muted num">{size(f.size)}</span>
              <button
                type="button"
                className="btn btn--sm btn--quiet"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                aria-label={t`Remove ${f.name}`}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
