import { createFileRoute } from '@tanstack/react-router'
import { FindPwPage } from '@/features/sign/components/find-pw-page'

export const Route = createFileRoute('/sign/findPw')({
  component: FindPwPage,
})
