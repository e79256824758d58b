import { createFileRoute } from '@tanstack/react-router'
import { MyPage } from '@/features/mypage/components/mypage-page'
import { validateMyPageSearch } from '@/features/mypage/tabs'

export const Route = createFileRoute('/member/mypage')({
  validateSearch: validateMyPageSearch,
  component: MyPageRoute,
})

function MyPageRoute() {
  const search = Route.useSearch()
  return <MyPage tab={search.tab ?? 'overview'} search={search} />
}
