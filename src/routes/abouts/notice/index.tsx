import { createFileRoute } from '@tanstack/react-router'
import { AssociationNoticesFrame } from '@/features/content/components/association-notices-frame'
import { NoticeBoard } from '@/features/notices/components/notices-page'
import { validateBoardSearch } from '@/features/notices/search'

/** /abouts/notice/: the association's notices (tourId null), the tour notices' board under the about pages. */
export const Route = createFileRoute('/abouts/notice/')({
  validateSearch: validateBoardSearch,
  component: AssociationNoticesRoute,
})

function AssociationNoticesRoute() {
  const search = Route.useSearch()
  return (
    <AssociationNoticesFrame detail={search.noticeId !== undefined}>
      <NoticeBoard board={{ scope: 'association' }} search={search} />
    </AssociationNoticesFrame>
  )
}
