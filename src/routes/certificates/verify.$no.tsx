import { createFileRoute } from '@tanstack/react-router'
import { VerifyPage } from '@/features/certificate-verify/verify-page'

interface VerifySearch {
  /** The check code the QR carries; kept as text whatever the router parsed it as. */
  k?: string
}

const validateVerifySearch = (search: Record<string, unknown>): VerifySearch => {
  const k = search.k === undefined || search.k === null ? '' : String(search.k).slice(0, 64)
  return k ? { k } : {}
}

/** /certificates/verify/{no}?k=…: the public page a certificate's QR opens (docs/requirements/my-page.md#my-5). */
export const Route = createFileRoute('/certificates/verify/$no')({
  validateSearch: validateVerifySearch,
  component: VerifyRoute,
})

function VerifyRoute() {
  const { no } = Route.useParams()
  const { k } = Route.useSearch()
  return <VerifyPage no={no} k={k} />
}
