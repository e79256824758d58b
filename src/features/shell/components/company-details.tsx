import { Trans, useLingui } from '@lingui/react/macro'
import { ASSOCIATION } from '@/lib/association'

/** Name, address, support hours and copyright: shared by the full and the company footer. */
export function CompanyDetails() {
  const { i18n } = useLingui()
  const year = new Date().getFullYear()
  const name = i18n._(ASSOCIATION.name)
  return (
    <div className="company-details">
      <p className="company-details__name">{name}</p>
      <address className="company-details__lines">
        <span>{i18n._(ASSOCIATION.address)}</span>
        <span>
          <Trans>Customer centre</Trans>{' '}
          <a href={`tel:${ASSOCIATION.phone}`} className="company-details__strong">
            {ASSOCIATION.phone}
          </a>{' '}
          ({i18n._(ASSOCIATION.phoneHours)})
        </span>
        <span>
          <Trans>E-mail</Trans>{' '}
          <a href={`mailto:${ASSOCIATION.email}`} className="company-details__strong">
            {ASSOCIATION.email}
          </a>{' '}
          ({i18n._(ASSOCIATION.emailPromise)})
        </span>
      </address>
      <p className="company-details__copyright">
        <Trans>
          © {year} {name}. All rights reserved.
        </Trans>
      </p>
    </div>
  )
}
