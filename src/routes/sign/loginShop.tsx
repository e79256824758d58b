import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/sign/components/login-page'
import { validateLoginSearch } from '../-search-params'

// File name mirrors the spec's URL (/sign/loginShop); the shell shows no header or footer here.
export const Route = createFileRoute('/sign/loginShop')({
  validateSearch: validateLoginSearch,
  component: LoginShopRoute,
})

function LoginShopRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} variant="shop" />
}
