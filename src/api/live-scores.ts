/** The live-score door (`POST /api/live/scores`) as the scorer page calls it. */
import { liveScoreResultSchema, type LiveScoreInput, type LiveScoreResult } from '@contract/live-scores'
import { api } from './client'

export type { LiveScoreInput, LiveScoreResult }

/**
 * Sends one hole score and answers the leaderboard version it produced (docs/decisions/0044).
 *
 * With a feed token (`scorerToken`), the call goes out with `withSession: false`: the member's own access
 * token (if any) stays out of the Authorization header, and a refused feed token neither refreshes nor ends
 * the member's session (docs/decisions/0018). With `null`, a logged-in scorer sends with the session, which
 * refreshes and ends like any member call.
 */
export async function postScore(
  input: LiveScoreInput,
  scorerToken: string | null,
  signal?: AbortSignal,
): Promise<LiveScoreResult> {
  const { data } = await api.post(
    '/live/scores',
    input,
    scorerToken === null
      ? { schema: liveScoreResultSchema, signal }
      : {
          schema: liveScoreResultSchema,
          withSession: false,
          headers: { Authorization: `Bearer ${scorerToken}` },
          signal,
        },
  )
  return data
}
