import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { switchLanguage } from '@/lib/i18n'

/**
 * docs/requirements/content.md#con-4: the overseas tour is a Korean-only service (its menus show only in Korean). An
 * English reader who arrives anyway (a link, a search) is told so and can switch; the short English summary below still
 * helps.
 */
export function KoOnlyBanner() {
  return (
    <div className="doc-notice doc-notice--warning ko-only" role="note">
      <Icon name="globe" className="doc-notice__icon" />
      <div>
        <p className="doc-notice__title">
          <Trans>This service is offered in Korean only</Trans>
        </p>
        <p className="doc-notice__text">
          <Trans>The full page, applications and enquiries are in Korean. Below is a short summary in English.</Trans>
        </p>
        <button type="button" className="btn btn--sm" onClick={() => void switchLanguage('ko')}>
          <Trans>Read in Korean</Trans> <span lang="ko">(한국어)</span>
        </button>
      </div>
    </div>
  )
}
