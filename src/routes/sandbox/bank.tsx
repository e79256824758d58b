import { createFileRoute } from '@tanstack/react-router'
import { SandboxBank } from '@/features/sandbox-pay/components/sandbox-bank'

/** /sandbox/bank: the sandbox's bank, to send a deposit into a virtual account. */
export const Route = createFileRoute('/sandbox/bank')({
  component: SandboxBank,
})
