import { createFileRoute } from '@tanstack/react-router'
import { FindIdPage } from '@/features/sign/components/find-id-page'

// File name mirrors the portal's URL style (/sign/login, /sign/loginShop; docs/requirements/content.md#con-5).
export const Route = createFileRoute('/sign/findId')({
  component: FindIdPage,
})
