import { createFileRoute } from '@tanstack/react-router'
import type { WelfareState } from '@contract/welfare'
import { WelfareReview } from '@/features/staff/components/welfare/welfare-review'

const STATES: readonly WelfareState[] = ['submitted', 'approved', 'rejected']

interface WelfareSearch {
  state?: WelfareState | undefined
  id?: number | undefined
}

function validateWelfareSearch(search: Record<string, unknown>): WelfareSearch {
  const n = Number(search.id)
  const state = STATES.find((s) => s === search.state)
  return { state, id: Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? n : undefined }
}

/**
 * /staff/welfare/?state=&id=: the welfare review queue with one application open
 * (docs/requirements/my-page.md#my-7).
 */
export const Route = createFileRoute('/staff/welfare/')({
  validateSearch: validateWelfareSearch,
  component: WelfareRoute,
})

function WelfareRoute() {
  const { state, id } = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <WelfareReview
      state={state}
      openId={id}
      onFilter={(s) => void navigate({ search: { state: s } })}
      onOpen={(openId) => void navigate({ search: (prev) => ({ ...prev, id: openId }) })}
      onDecided={() => void navigate({ search: { id } })}
    />
  )
}
