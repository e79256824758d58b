import type { ContentBlock } from '@contract/content'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/** History and careers: dated entries in the order staff wrote them (newest first on the history page). */
export function TimelineBlock({ block }: { block: Of<'timeline'> }) {
  return (
    <ol className="doc-timeline">
      {block.entries.map((e, i) => (
        <li key={i} className="doc-timeline__entry">
          <span className="doc-timeline__date">{e.date}</span>
          <div className="doc-timeline__body">
            <p className="doc-timeline__title">{e.title}</p>
            {e.text ? <p className="doc-timeline__text">{e.text}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  )
}
