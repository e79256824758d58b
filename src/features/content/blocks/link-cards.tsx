import { Trans } from '@lingui/react/macro'
import type { ContentBlock } from '@contract/content'
import { Icon } from '@/components/ui/icons'
import { isExternalHref, PortalLink } from '@/components/ui/portal-link'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/**
 * Cards that lead on: portal pages, or other sites, which open in a new window without access to this one
 * (PortalLink adds target and rel="noopener noreferrer") and say so in words.
 */
export function LinksBlock({ block }: { block: Of<'links'> }) {
  return (
    <ul className="link-cards">
      {block.items.map((item, i) => {
        const external = isExternalHref(item.url)
        return (
          <li key={i}>
            <PortalLink to={item.url} className="link-card">
              <span className="link-card__title">{item.title}</span>
              {item.description ? <span className="link-card__text">{item.description}</span> : null}
              <span className="link-card__go">
                {external ? (
                  <>
                    <Trans>Opens in a new window</Trans>
                    <Icon name="external" />
                  </>
                ) : (
                  <Icon name="arrowRight" />
                )}
              </span>
            </PortalLink>
          </li>
        )
      })}
    </ul>
  )
}
