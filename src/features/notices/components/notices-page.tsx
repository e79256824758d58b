import { Trans, useLingui } from '@lingui/react/macro'
import { PageBand } from '@/components/ui/page-band'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { tourName } from '@domain/tours'
import type { NoticeBoard as Board, NoticesSearch } from '../search'
import { NoticeDetail } from './notice-detail'
import { NoticeList } from './notice-list'
import '../notices.css'

/** /tours/notice/notice/: the tour's notices, or one notice when `noticeId` is set (decision 0032). */
export function NoticesPage({ search }: { search: NoticesSearch & { tourId: number } }) {
  const { t, i18n } = useLingui()
  const tour = tourName(search.tourId, i18n.locale)
  useDocumentTitle(t`Tour notices · ${tour}`)
  return (
    <>
      <PageBand
        eyebrow={tour}
        title={<Trans>Tour notices</Trans>}
        heading={search.noticeId === undefined}
        style={tourStyle(search.tourId)}
      />
      <div className="container notices-body">
        <NoticeBoard board={{ scope: 'tour', tourId: search.tourId }} search={search} />
      </div>
    </>
  )
}

/**
 * A board without its page frame: the list, or one notice when `noticeId` is set (the association's page frames it
 * itself).
 */
export function NoticeBoard({ board, search }: { board: Board; search: NoticesSearch }) {
  return search.noticeId !== undefined ? (
    <NoticeDetail key={search.noticeId} board={board} noticeId={search.noticeId} search={search} />
  ) : (
    <NoticeList board={board} search={search} />
  )
}
