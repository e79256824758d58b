import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import './evidence-preview.css'

/**
 * One evidence document shown from its bytes (fetched with the login, docs/requirements/security.md#sec-14): a
 * picture inline, a PDF as a link that opens it; the object URL is released when the preview goes.
 */
export function EvidencePreview({ blob, name }: { blob: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(blob)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [blob])
  if (!url) return null
  return (
    <figure className="evidence-preview">
      {blob.type.startsWith('image/') && blob.type !== 'image/heic' ? (
        <img className="evidence-preview__img" src={url} alt={name} />
      ) : null}
      <figcaption className="evidence-preview__caption">
        <a className="text-link" href={url} target="_blank" rel="noreferrer" download={name}>
          <Trans>Open {name}</Trans>
        </a>
      </figcaption>
    </figure>
  )
}
