import { createFileRoute, redirect } from '@tanstack/react-router'

/** /staff/ opens the staff desk's first section. */
export const Route = createFileRoute('/staff/')({
  beforeLoad: () => {
    throw redirect({ to: '/staff/scoring/', replace: true })
  },
})
