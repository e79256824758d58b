import { Trans } from '@lingui/react/macro'
import { useId, useRef, type ReactNode } from 'react'
import { Icon } from './icons'
import { useFocusTrap } from './use-focus-trap'
import { useScrollLock } from './use-scroll-lock'

export interface PopupProps {
  title?: ReactNode
  message?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  tone?: 'info' | 'error'
  onConfirm: () => void
  onCancel: () => void
}

/**
 * The portal's modal dialog. Without content it is the generic error popup of
 * docs/requirements/api-conventions.md#api-11 ("An error has occurred." + Confirm). Focus starts on Confirm; Escape
 * cancels.
 */
export function Popup({ title, message, confirmLabel, cancelLabel, tone, onConfirm, onCancel }: PopupProps) {
  const titleId = useId()
  const messageId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const generic = message === undefined && title === undefined
  useFocusTrap(dialogRef, true, onCancel, confirmRef)
  useScrollLock(true)

  return (
    <div className="backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={dialogRef}
        className="popup"
        role={generic || tone === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={title && message !== undefined ? messageId : undefined}
      >
        <div className="popup__body">
          <span className="popup__icon">
            <Icon name={generic || tone === 'error' ? 'alert' : 'info'} />
          </span>
          {/* The message doubles as the title when there is no title, so the dialog always has a name. */}
          <h2 id={titleId} className={title ? 'popup__title' : 'popup__message'}>
            {title ?? message ?? <Trans>An error has occurred.</Trans>}
          </h2>
          {title && message !== undefined ? (
            <div id={messageId} className="popup__message">
              {message}
            </div>
          ) : null}
        </div>
        <div className="popup__actions">
          {cancelLabel ? (
            <button type="button" className="btn btn--lg" onClick={onCancel}>
              {cancelLabel}
            </button>
          ) : null}
          <button ref={confirmRef} type="button" className="btn btn--primary btn--lg" onClick={onConfirm}>
            {confirmLabel ?? <Trans>Confirm</Trans>}
          </button>
        </div>
      </div>
    </div>
  )
}
