import type { ContentBlock, OrgNode } from '@contract/content'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

const isLeaf = (n: OrgNode) => !n.children || n.children.length === 0

/**
 * One box and the boxes under it, as nested lists: a screen reader hears the hierarchy (list in list, with
 * levels) and CSS draws the connecting lines. Children that have no children of their own stack in one
 * column (teams under the secretariat), so the chart stays narrow enough for a page.
 */
function Node({ node }: { node: OrgNode }) {
  const children = node.children ?? []
  const stacked = children.length > 0 && children.every(isLeaf)
  return (
    <li className={isLeaf(node) ? 'org-node org-node--leaf' : 'org-node'}>
      <span className="org-node__box">
        <span className="org-node__name">{node.name}</span>
        {node.note ? <span className="org-node__note">{node.note}</span> : null}
      </span>
      {children.length > 0 ? (
        <ul className={stacked ? 'org-tree__level org-tree__level--stacked' : 'org-tree__level'}>
          {children.map((child, i) => (
            <Node key={i} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

/** The organisation chart: a drawn tree of real text, not a picture. */
export function OrgChartBlock({ block }: { block: Of<'orgChart'> }) {
  return (
    <figure className="org-chart">
      <figcaption className="org-chart__caption">{block.caption}</figcaption>
      <div className="org-chart__scroll">
        <ul className="org-tree" aria-label={block.caption}>
          <Node node={block.root} />
        </ul>
      </div>
    </figure>
  )
}
