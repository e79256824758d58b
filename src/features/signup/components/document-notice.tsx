import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'

/** What the document route asks of the member and how long it takes (docs/requirements/accounts.md#acc-15). */
export function DocumentNotice({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="signup-notice">
      <Heading className="signup-notice__title">
        <Icon name="info" width={18} height={18} />
        <Trans>Sign-up by documents</Trans>
      </Heading>
      <ol className="signup-notice__list">
        <li>
          <Trans>
            Send a copy of your ID document (resident registration card, driver's licence or passport) with your sign-up
            ID written on it to the association's membership office, by e-mail or fax (see Contact us).
          </Trans>
        </li>
        <li>
          <Trans>
            Your sign-up stays temporary until then. If the document has not arrived within 2 days, the temporary data
            is deleted and you need to sign up again.
          </Trans>
        </li>
        <li>
          <Trans>
            Processing takes 1-2 business days after the document arrives. You can log in once staff have confirmed your
            sign-up.
          </Trans>
        </li>
      </ol>
    </div>
  )
}
