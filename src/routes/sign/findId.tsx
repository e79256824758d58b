import { createFileRoute } from '@tanstack/react-router'
import { FindIdPage } from '@/features/sign/components/find-id-page'

// File name mirrors the spec's URL style (/sign/login, /sign/loginShop).
export const Route = createFileRoute('/sign/findId')({
  component: FindIdPage,
})
