import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/sign/components/login-page'
import { validateLoginSearch } from '../-search-params'

export const Route = createFileRoute('/sign/login')({
  validateSearch: validateLoginSearch,
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}
