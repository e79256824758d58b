import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { sandboxCodeQueryOptions } from '@/api/sandbox'

/**
 * Only when the server runs the sandbox phone provider (its code answer says so): no SMS goes out, so the
 * code is read from the sandbox's inbox and shown here, letting anyone trying the demo finish sign-up.
 */
export function SandboxCodeNote({ phone, certId }: { phone: string; certId: string }) {
  const { data: code } = useQuery(sandboxCodeQueryOptions(phone, certId))
  if (!code) return null
  return (
    <p className="sandbox-note" role="status">
      <Trans>
        Demo: no SMS is sent; the code is <strong className="sandbox-note__code">{code}</strong>
      </Trans>
    </p>
  )
}
