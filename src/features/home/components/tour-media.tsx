import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { mediaPaths } from '@contract/media-codes'
import { mediaListQueryOptions } from '@/api/media'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import '../tour-media.css'

const NEWS = 3
const PHOTOS = 4

/**
 * The tour's latest news and photos from the media library (decision 0036): the newest article as the lead,
 * two more headlines, and four pictures that open in the gallery's viewer. Hidden when the tour has none.
 */
export function TourMedia({ tourId }: { tourId: number }) {
  const { t, i18n } = useLingui()
  const news = useQuery(mediaListQueryOptions({ kind: 'news', tourId, page: 1, pageSize: NEWS, searchOrder: 'latest' }))
  const photos = useQuery(
    mediaListQueryOptions({ kind: 'photo', tourId, page: 1, pageSize: PHOTOS, searchOrder: 'latest' }),
  )
  const en = i18n.locale === 'en'
  if (news.isSuccess && photos.isSuccess && news.data.total === 0 && photos.data.total === 0) return null
  const pending = news.isPending || photos.isPending
  const failed = news.isError || photos.isError
  const [lead, ...more] = news.data?.items ?? []
  return (
    <section className="tour-media" aria-labelledby="tour-media-title">
      <div className="digest-head">
        <h2 id="tour-media-title" className="digest-title">
          <Trans>News and photos</Trans>
        </h2>
        <PortalLink to={mediaPaths.gallery(tourId)} className="text-link">
          <Trans>All media</Trans>
          <Icon name="chevronRight" />
        </PortalLink>
      </div>
      {pending ? (
        <div className="tour-media__grid" aria-busy="true">
          <Skeleton height="26rem" radius="16px" />
          <div className="tour-media__photos">
            {Array.from({ length: PHOTOS }, (_, i) => (
              <Skeleton key={i} height="auto" radius="10px" />
            ))}
          </div>
        </div>
      ) : failed ? (
        <p className="digest-note">
          <Trans>This information could not be loaded</Trans>
        </p>
      ) : (
        <div className="tour-media__grid">
          {lead ? (
            <article className="tour-media__lead">
              <img
                src={lead.image.url}
                alt={en ? lead.image.altEn : lead.image.altKo}
                width={lead.image.width}
                height={lead.image.height}
                loading="lazy"
                decoding="async"
              />
              <h3 className="tour-media__lead-title">
                <PortalLink to={mediaPaths.news(lead.id)}>{en ? lead.titleEn : lead.titleKo}</PortalLink>
              </h3>
              <p className="tour-media__lead-text">{en ? lead.summaryEn : lead.summaryKo}</p>
            </article>
          ) : null}
          <div className="tour-media__side">
            {more.length > 0 ? (
              <ul role="list" className="tour-media__headlines">
                {more.map((n) => (
                  <li key={n.id}>
                    <PortalLink to={mediaPaths.news(n.id)}>{en ? n.titleEn : n.titleKo}</PortalLink>
                  </li>
                ))}
              </ul>
            ) : null}
            <ul role="list" className="tour-media__photos" aria-label={t`Latest photos`}>
              {(photos.data?.items ?? []).map((p) => {
                const caption = en ? p.titleEn : p.titleKo
                return (
                  <li key={p.id}>
                    <PortalLink
                      to={mediaPaths.gallery(tourId, 'photo', { searchOrder: 'latest', photo: p.id })}
                      className="tour-media__photo"
                      aria-label={t`Open photo: ${caption}`}
                    >
                      <img
                        src={p.image.url}
                        alt=""
                        width={p.image.width}
                        height={p.image.height}
                        loading="lazy"
                        decoding="async"
                      />
                    </PortalLink>
                  </li>
                )
              })}
            </ul>
          </div>
        </div>
      )}
    </section>
  )
}
