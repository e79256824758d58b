import { Trans, useLingui } from '@lingui/react/macro'
import { seoulFormatter } from '@domain/time'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import type { SignupResultView } from '../stores/signup-store'
import { DocumentNotice } from './document-notice'

/** When the temporary data goes, in Seoul's time (the association's), in the reader's language. */
function deletionTime(iso: string, locale: string): string {
  return seoulFormatter(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))
}

/** Step 4: welcome (web sign-up, log in now) or "request received" (documents, with the deletion time). */
export function DoneStep({ result }: { result: SignupResultView }) {
  const { i18n } = useLingui()
  const { id, name } = result
  if (result.method === 'phone') {
    return (
      <div className="signup-step signup-done">
        <span className="signup-done__icon" aria-hidden="true">
          <Icon name="user" />
        </span>
        <h2 id="signup-step-title" className="signup-done__title">
          <Trans>Welcome, {name}!</Trans>
        </h2>
        <p className="signup-done__lead">
          <Trans>
            Your sign-up is complete. Log in with your ID <strong>{id}</strong> to use the portal.
          </Trans>
        </p>
        <div className="signup-done__actions">
          <PortalLink to={paths.login} className="btn btn--primary btn--lg">
            <Trans>Log in</Trans>
          </PortalLink>
          <PortalLink to={paths.home} className="btn btn--lg">
            <Trans>Home</Trans>
          </PortalLink>
        </div>
      </div>
    )
  }
  const deleteAt = result.deleteAfter ? deletionTime(result.deleteAfter, i18n.locale) : null
  return (
    <div className="signup-step signup-done">
      <span className="signup-done__icon" aria-hidden="true">
        <Icon name="mail" />
      </span>
      <h2 id="signup-step-title" className="signup-done__title">
        <Trans>Your sign-up request has been received</Trans>
      </h2>
      <p className="signup-done__lead">
        <Trans>
          Thank you, {name}. Your ID <strong>{id}</strong> is reserved until staff confirm your ID document.
        </Trans>
      </p>
      {deleteAt ? (
        <p className="signup-done__deadline" role="note">
          <Trans>
            Please send your ID document by <strong>{deleteAt}</strong>. After that the temporary data is deleted.
          </Trans>
        </p>
      ) : null}
      <DocumentNotice headingLevel={2} />
      <div className="signup-done__actions">
        <PortalLink to={paths.home} className="btn btn--primary btn--lg">
          <Trans>Home</Trans>
        </PortalLink>
      </div>
    </div>
  )
}
