/** The live-score door (`POST /api/live/scores`) as the scorer page calls it. */
import { liveScoreResultSchema, type LiveScoreInput, type LiveScoreResult } from '@contract/live-scores'
import { api } from './client'

export type { LiveScoreInput, LiveScoreResult }

/**
 * Sends one hole score with the scorer token and answers the leaderboard version it produced.
 * `withSession: false` keeps the member's own access token (if any) out of the Authorization header,
 * and stops a refused scorer token from refreshing or ending the member's session: the bearer here is
 * the scorer token, not a login (docs/decisions/0018-scorer-page.md).
 */
export async function postScore(
  input: LiveScoreInput,
  scorerToken: string,
  signal?: AbortSignal,
): Promise<LiveScoreResult> {
  const { data } = await api.post('/live/scores', input, {
    schema: liveScoreResultSchema,
    withSession: false,
    headers: { Authorization: `Bearer ${scorerToken}` },
    signal,
  })
  return data
}
