import { createPortal } from 'react-dom'
import { Popup } from './popup'
import { usePopupStore } from './popup-store'

/** Renders the oldest open popup; mounted once by the root layout. */
export function PopupHost() {
  const current = usePopupStore((s) => s.queue[0])
  const close = usePopupStore((s) => s.close)
  if (!current) return null
  return createPortal(
    <Popup
      key={current.id}
      title={current.title}
      message={current.message}
      confirmLabel={current.confirmLabel}
      cancelLabel={current.cancelLabel}
      tone={current.tone}
      onConfirm={() => close(current.id, true)}
      onCancel={() => close(current.id, false)}
    />,
    document.body,
  )
}
