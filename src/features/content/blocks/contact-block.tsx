import type { ContentBlock } from '@contract/content'
import { Icon, type IconName } from '@/components/ui/icons'
import { telHref } from '../phone'

type Of<K extends ContentBlock['type']> = Extract<ContentBlock, { type: K }>

const ICONS: Record<Of<'contact'>['items'][number]['kind'], IconName> = {
  phone: 'headset',
  email: 'mail',
  fax: 'certificate',
  address: 'home',
}

function Value({ kind, value }: { kind: Of<'contact'>['items'][number]['kind']; value: string }) {
  if (kind === 'phone') return <a href={telHref(value)}>{value}</a>
  if (kind === 'email') return <a href={`mailto:${value}`}>{value}</a>
  return <>{value}</>
}

/** How to reach the association: each channel with its promise (hours, answer time). */
export function ContactBlock({ block }: { block: Of<'contact'> }) {
  return (
    <dl className="contact-cards">
      {block.items.map((item, i) => (
        <div key={i} className="contact-card">
          <dt className="contact-card__label">
            <Icon name={ICONS[item.kind]} />
            {item.label}
          </dt>
          <dd
            className={
              item.kind === 'address' ? 'contact-card__value contact-card__value--text' : 'contact-card__value'
            }
          >
            <Value kind={item.kind} value={item.value} />
          </dd>
          {item.note ? <dd className="contact-card__note">{item.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}
