import { createFileRoute } from '@tanstack/react-router'
import { MyPage } from '@/features/mypage/components/mypage-page'
import { validateMyPageSearch } from '@/features/mypage/tabs'

export const Route = createFileRoute('/member/mypage')({
  validateSearch: validateMyPageSearch,
  component: MyPageRoute,
})

function MyPageRoute() {
  const { tab } = Route.useSearch()
  return <MyPage tab={tab ?? 'overview'} />
}
