import { useQuery } from '@tanstack/react-query'
import { memberDetailQueryOptions } from '@/api/member'
import { hasLoginMarker } from '@/lib/storage'
import { useSettled } from '@/lib/use-settled'
import { useSessionStore } from '@/stores/session'
import type { ScorerCredential } from '../credential'
import { useScorerToken } from './use-scorer-token'

/**
 * A logged-in scorer scores with the login; anyone else enters a token, kept for the tab. While the
 * start-up session check or the account's roles are still on their way, `checking` holds the token
 * prompt back, so a scorer who is logged in never sees it flash.
 */
export function useScorerCredential(sessionReady: Promise<unknown>) {
  const restored = useSettled(sessionReady)
  const isLogin = useSessionStore((s) => s.isLogin)
  const account = useQuery({ ...memberDetailQueryOptions(), enabled: isLogin })
  const token = useScorerToken()
  const scorer = isLogin && account.data?.roles.includes('scorer') ? account.data : null
  const checking = (!restored && hasLoginMarker()) || (isLogin && account.isPending)
  const credential: ScorerCredential | null = scorer
    ? { kind: 'login', name: scorer.name }
    : token.token
      ? { kind: 'token', token: token.token }
      : null
  return { credential, checking, ...token }
}
