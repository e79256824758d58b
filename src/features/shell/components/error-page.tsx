import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'

/** The root error boundary: no technical detail for the visitor, a retry and a way home. */
export function ErrorPage({ reset }: { reset?: () => void }) {
  const { t } = useLingui()
  const router = useRouter()
  useDocumentTitle(t`An error has occurred.`)
  const retry = () => {
    reset?.()
    void router.invalidate()
  }
  return (
    <section className="status-page" aria-labelledby="error-title" role="alert">
      <div className="container status-page__inner">
        <span className="status-page__icon" aria-hidden="true">
          <Icon name="alert" />
        </span>
        <h1 id="error-title" className="status-page__title">
          <Trans>An error has occurred.</Trans>
        </h1>
        <p className="status-page__body">
          <Trans>The page could not be shown. Please try again in a moment.</Trans>
        </p>
        <div className="status-page__actions">
          <button type="button" className="btn btn--primary btn--lg" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          <PortalLink to={paths.home} className="btn btn--lg">
            <Trans>Go to portal home</Trans>
          </PortalLink>
        </div>
      </div>
    </section>
  )
}
