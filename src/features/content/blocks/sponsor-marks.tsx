import { Trans } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import type { ContentBlock } from '@contract/content'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/**
 * Sponsors by tier, each as a wordmark generated from its name and colour (no logo files, nothing hosted
 * elsewhere). The mark is decoration; the name under it is what a screen reader reads.
 */
export function SponsorsBlock({ block }: { block: Of<'sponsors'> }) {
  return (
    <div className="sponsors">
      {block.tiers.map((tier, i) => (
        <section key={i} className="sponsors__tier" aria-label={tier.name}>
          <h3 className="sponsors__title">{tier.name}</h3>
          <ul className={i === 0 ? 'sponsors__grid sponsors__grid--lead' : 'sponsors__grid'}>
            {tier.sponsors.map((s, j) => {
              const since = s.since
              return (
                <li key={j} className="sponsor" style={{ '--mark': s.colour } as CSSProperties}>
                  <span className="sponsor__mark" aria-hidden="true">
                    <span className="sponsor__emblem">{Array.from(s.mark)[0]}</span>
                    <span className="sponsor__word">{s.mark}</span>
                  </span>
                  <span className="sponsor__name">{s.name}</span>
                  {since ? (
                    <span className="sponsor__since">
                      <Trans>Since {since}</Trans>
                    </span>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
