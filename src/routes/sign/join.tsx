import { createFileRoute, redirect } from '@tanstack/react-router'
import { SignupPage } from '@/features/signup/components/signup-page'
import { signupRedirect } from '@/features/signup/guard'
import { validateSignupSearch } from '../-search-params'

export const Route = createFileRoute('/sign/join')({
  validateSearch: validateSignupSearch,
  // A later step asked for in the URL shows the first unfinished one instead.
  beforeLoad: ({ search }) => {
    const step = signupRedirect(search.step)
    if (step) throw redirect({ to: '/sign/join', search: { step }, replace: true })
  },
  component: JoinRoute,
})

function JoinRoute() {
  const { step } = Route.useSearch()
  return <SignupPage step={step ?? 'terms'} />
}
