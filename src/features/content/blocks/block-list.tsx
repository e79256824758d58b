import type { ReactNode } from 'react'
import type { ContentBlock } from '@contract/content'
import { ContactBlock } from './contact-block'
import { RatesBlock, RetentionBlock, TableBlock } from './data-tables'
import { DirectionsBlock } from './directions-block'
import { LinksBlock } from './link-cards'
import { MemberStatsBlock } from './member-stats-block'
import { OrgChartBlock } from './org-chart'
import { GreetingBlock, PeopleBlock } from './people-blocks'
import { SponsorsBlock } from './sponsor-marks'
import { HeadingBlock, ListBlock, NoticeBlock, ParagraphBlock } from './text-blocks'
import { TimelineBlock } from './timeline-block'

export type ActionBlock = Extract<ContentBlock, { type: 'action' }>

export interface BlockListProps {
  blocks: readonly ContentBlock[]
  /**
   * Draws the button of an action block. The route supplies it (the academy hand-off belongs to the shell),
   * so this feature never imports another.
   */
  renderAction?: (block: ActionBlock) => ReactNode
}

function ActionCard({ block, renderAction }: { block: ActionBlock; renderAction: BlockListProps['renderAction'] }) {
  const button = renderAction?.(block)
  if (!button) return null
  return (
    <div className="doc-action">
      <div>
        <p className="doc-action__title">{block.title}</p>
        <p className="doc-action__text">{block.text}</p>
      </div>
      {button}
    </div>
  )
}

function Block({ block, renderAction }: { block: ContentBlock; renderAction: BlockListProps['renderAction'] }) {
  switch (block.type) {
    case 'heading':
      return <HeadingBlock block={block} />
    case 'paragraph':
      return <ParagraphBlock block={block} />
    case 'list':
      return <ListBlock block={block} />
    case 'table':
      return <TableBlock block={block} />
    case 'notice':
      return <NoticeBlock block={block} />
    case 'timeline':
      return <TimelineBlock block={block} />
    case 'orgChart':
      return <OrgChartBlock block={block} />
    case 'greeting':
      return <GreetingBlock block={block} />
    case 'people':
      return <PeopleBlock block={block} />
    case 'contact':
      return <ContactBlock block={block} />
    case 'directions':
      return <DirectionsBlock block={block} />
    case 'links':
      return <LinksBlock block={block} />
    case 'memberStats':
      return <MemberStatsBlock />
    case 'retention':
      return <RetentionBlock block={block} />
    case 'rates':
      return <RatesBlock block={block} />
    case 'sponsors':
      return <SponsorsBlock block={block} />
    case 'action':
      return <ActionCard block={block} renderAction={renderAction} />
  }
}

/** A page body: each block drawn by its own component, in order (the one renderer of every document page). */
export function BlockList({ blocks, renderAction }: BlockListProps) {
  return (
    <div className="doc-body">
      {blocks.map((block, i) => (
        <Block key={i} block={block} renderAction={renderAction} />
      ))}
    </div>
  )
}
