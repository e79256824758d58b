import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatCalendarDay } from '@domain/time'
import { affiliationQueryOptions } from '@/api/support'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PageBand } from '@/components/ui/page-band'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { affiliateCategoryText, pick } from '@/lib/support-texts'
import './support.css'

/**
 * /communitys/affiliation: the association's affiliate benefits (docs/requirements/my-page.md#my-17). Members use one
 * by showing the mobile membership card at the partner, whose staff check it with the card checker.
 */
export function AffiliationPage() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Affiliate benefits`)
  const benefits = useQuery(affiliationQueryOptions())
  const day = (d: string) => formatCalendarDay(d, i18n.locale)
  return (
    <>
      <PageBand eyebrow={<Trans>Community</Trans>} title={<Trans>Affiliate benefits</Trans>} />
      <div className="container support-page">
        <section className="support-howto" aria-labelledby="affiliation-howto">
          <h2 id="affiliation-howto">
            <Trans>How to use a benefit</Trans>
          </h2>
          <ol>
            <li>
              <Trans>Open your mobile membership card on My page.</Trans>
            </li>
            <li>
              <Trans>Show its QR code at the partner before you pay; the partner checks the card.</Trans>
            </li>
            <li>
              <Trans>The benefit applies while your membership is in good standing.</Trans>
            </li>
          </ol>
          {/* A plain link: the card tab is the membership card's own work (docs/requirements/my-page.md#my-3). */}
          <a href="/member/mypage?tab=card" className="btn btn--primary">
            <Icon name="idCard" />
            <Trans>Open my membership card</Trans>
          </a>
        </section>
        {benefits.isPending ? (
          <Skeleton height="16rem" radius="12px" />
        ) : benefits.isError ? (
          <EmptyState icon="alert" title={<Trans>The benefits could not be loaded.</Trans>}>
            <button type="button" className="btn" onClick={() => void benefits.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </EmptyState>
        ) : benefits.data.length === 0 ? (
          <EmptyState icon="info" title={<Trans>No affiliate benefits at the moment</Trans>} />
        ) : (
          <ul role="list" className="affiliate-grid">
            {benefits.data.map((b) => (
              <li key={b.slug} className="affiliate-card">
                <div className="affiliate-card__head">
                  <span className="affiliate-card__logo" aria-hidden="true">
                    {b.logoText}
                  </span>
                  <div>
                    <p className="affiliate-card__category">{affiliateCategoryText(i18n, b.category)}</p>
                    <h2 className="affiliate-card__partner">{pick(b.partner, i18n.locale)}</h2>
                  </div>
                </div>
                <p className="affiliate-card__benefit">{pick(b.benefit, i18n.locale)}</p>
                <p className="affiliate-card__howto">{pick(b.howToUse, i18n.locale)}</p>
                <p className="affiliate-card__period">
                  {b.state === 'upcoming' ? <Trans>From {day(b.startsOn)}</Trans> : null}
                  {b.state === 'running' && b.endsOn ? <Trans>Until {day(b.endsOn)}</Trans> : null}
                  {b.state === 'running' && !b.endsOn ? <Trans>Until further notice</Trans> : null}
                </p>
                {b.link ? (
                  <a className="affiliate-card__link" href={b.link} target="_blank" rel="noopener noreferrer">
                    <Trans>Partner's website</Trans>
                    <Icon name="external" />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
