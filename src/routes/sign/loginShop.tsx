import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '@/features/sign/components/login-page'
import { validateLoginSearch } from '../-search-params'

// File name mirrors the portal's URL (/sign/loginShop, docs/requirements/accounts.md#acc-4); the shell shows no header
// or footer here (docs/requirements/content.md#con-1).
export const Route = createFileRoute('/sign/loginShop')({
  validateSearch: validateLoginSearch,
  component: LoginShopRoute,
})

function LoginShopRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} variant="shop" />
}
