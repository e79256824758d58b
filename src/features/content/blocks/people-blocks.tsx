import type { ContentBlock } from '@contract/content'
import { telHref } from '../phone'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

/** A generated portrait: the name's first letter on the association's colours (no photos are stored). */
function Monogram({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span className={large ? 'monogram monogram--large' : 'monogram'} aria-hidden="true">
      {Array.from(name.trim())[0] ?? '·'}
    </span>
  )
}

/** A message signed by a person (the chairman's greeting). */
export function GreetingBlock({ block }: { block: Of<'greeting'> }) {
  return (
    <figure className="greeting">
      <Monogram name={block.name} large />
      <blockquote className="greeting__text">
        {block.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </blockquote>
      <figcaption className="greeting__sign">
        {block.signature ? <span>{block.signature}</span> : null}
        <span className="greeting__name">
          {block.role} <strong>{block.name}</strong>
        </span>
      </figcaption>
    </figure>
  )
}

/** Committees and staff: groups of people with their role, duty and extension. */
export function PeopleBlock({ block }: { block: Of<'people'> }) {
  return (
    <div className="people">
      {block.groups.map((g, i) => (
        <section key={i} className="people__group" aria-label={g.name}>
          <h3 className="people__title">{g.name}</h3>
          {g.description ? <p className="people__description">{g.description}</p> : null}
          <ul className="people__list">
            {g.members.map((m, j) => (
              <li key={j} className="person">
                <Monogram name={m.name} />
                <span className="person__text">
                  <span className="person__name">
                    <strong>{m.name}</strong> <span className="person__role">{m.role}</span>
                  </span>
                  {m.duty ? <span className="person__duty">{m.duty}</span> : null}
                  {m.phone ? (
                    <a className="person__phone" href={telHref(m.phone)}>
                      {m.phone}
                    </a>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
