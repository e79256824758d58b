import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { PageBand } from '@/components/ui/page-band'

type CleanPath = '/cleans/report/' | '/cleans/substances/' | '/cleans/tue/'

/** The clean centre's title band with its three public pages as tabs (the review page has none). */
export function CleanBand({ title, current }: { title: ReactNode; current?: CleanPath }) {
  const { t } = useLingui()
  // Short names: the three must fit one line on a phone; the band's title says the whole name.
  const tabs: Array<[CleanPath, string]> = [
    ['/cleans/report/', t`Report`],
    ['/cleans/substances/', t`Prohibited list`],
    ['/cleans/tue/', t`TUE`],
  ]
  return (
    <PageBand
      eyebrow={<Trans>Clean tour & anti-doping centre</Trans>}
      title={title}
      style={{ ['--tour-color' as string]: '#0f5d6b' }}
    >
      {current ? (
        <nav className="page-tabs" aria-label={t`Clean centre sections`}>
          {tabs.map(([to, label]) => (
            <Link
              key={to}
              to={to}
              className="page-tabs__link"
              aria-current={to === current ? 'page' : undefined}
              data-active={to === current}
            >
              {label}
            </Link>
          ))}
        </nav>
      ) : null}
    </PageBand>
  )
}
