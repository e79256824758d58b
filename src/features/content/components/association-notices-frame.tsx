import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { SectionFrame } from './section-frame'

/**
 * /abouts/notice/ in the about pages' frame: the board itself comes from the notices feature (composed by the route).
 */
export function AssociationNoticesFrame({ detail, children }: { detail: boolean; children: ReactNode }) {
  const { t } = useLingui()
  useDocumentTitle(t`Association notices`)
  return (
    <SectionFrame section="about" current="notice" title={<Trans>Association notices</Trans>} heading={!detail}>
      <div className="notices-in-section">{children}</div>
    </SectionFrame>
  )
}
