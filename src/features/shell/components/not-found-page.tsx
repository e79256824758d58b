import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'

/**
 * Unknown addresses, including screens of the requirements that later issues add (docs/requirements/content.md#con-5):
 * say so and offer a way on.
 */
export function NotFoundPage() {
  const { t } = useLingui()
  const router = useRouter()
  useDocumentTitle(t`Page not found`)
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="status-page__title">
          <Trans>We couldn't find that page</Trans>
        </h1>
        <p className="status-page__body">
          <Trans>
            The address may be mistyped, or the page may have moved. Some services of the new portal are still being
            prepared.
          </Trans>
        </p>
        <div className="status-page__actions">
          <PortalLink to={paths.home} className="btn btn--primary btn--lg">
            <Icon name="home" />
            <Trans>Go to portal home</Trans>
          </PortalLink>
          <button type="button" className="btn btn--lg" onClick={() => router.history.back()}>
            <Trans>Go back</Trans>
          </button>
        </div>
      </div>
    </section>
  )
}
