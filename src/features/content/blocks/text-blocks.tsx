import { Trans } from '@lingui/react/macro'
import type { ContentBlock } from '@contract/content'
import { Icon } from '@/components/ui/icons'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/** Headings of a body sit under the page's h1: level 2 or 3, never an h1. */
export function HeadingBlock({ block }: { block: Of<'heading'> }) {
  const Tag = block.level === 3 ? 'h3' : 'h2'
  return <Tag className={`doc-heading doc-heading--${block.level}`}>{block.text}</Tag>
}

/** Plain text: line breaks kept, never markup. */
export function ParagraphBlock({ block }: { block: Of<'paragraph'> }) {
  return <p className="doc-paragraph">{block.text}</p>
}

export function ListBlock({ block }: { block: Of<'list'> }) {
  const Tag = block.ordered ? 'ol' : 'ul'
  return (
    <Tag className={block.ordered ? 'doc-list doc-list--ordered' : 'doc-list'}>
      {block.items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Tag>
  )
}

/** A callout: information, or a warning the reader must not miss (said in words, not by colour alone). */
export function NoticeBlock({ block }: { block: Of<'notice'> }) {
  const warning = block.tone === 'warning'
  return (
    <div className={warning ? 'doc-notice doc-notice--warning' : 'doc-notice'} role="note">
      <Icon name={warning ? 'alert' : 'info'} className="doc-notice__icon" />
      <div>
        {block.title ? (
          <p className="doc-notice__title">{block.title}</p>
        ) : (
          <p className="visually-hidden">{warning ? <Trans>Important</Trans> : <Trans>Note</Trans>}</p>
        )}
        <p className="doc-notice__text">{block.text}</p>
      </div>
    </div>
  )
}
