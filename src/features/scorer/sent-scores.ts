/** The page's record of what it sent, newest first, validated when read back from storage. */
import { z } from 'zod'
import { readSentJson, writeSentJson } from './scorer-storage'

export const sentScoreSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  round: z.number().int(),
  groupNo: z.number().int(),
  hole: z.number().int(),
  playerId: z.number().int(),
  playerName: z.string(),
  strokes: z.number().int(),
  putts: z.number().int().nullable(),
  version: z.number().int(),
  correction: z.boolean(),
  sentAt: z.string(),
})

export type SentScore = z.infer<typeof sentScoreSchema>

/** Enough for a whole round of one group and more; older entries are on the server's audit trail. */
export const SENT_LIMIT = 200

export function loadSentScores(): SentScore[] {
  const parsed = z.array(sentScoreSchema).safeParse(readSentJson())
  return parsed.success ? parsed.data.slice(0, SENT_LIMIT) : []
}

export function saveSentScores(list: readonly SentScore[]): void {
  writeSentJson(list.slice(0, SENT_LIMIT))
}

export function wasSent(
  list: readonly SentScore[],
  score: Pick<SentScore, 'gameId' | 'round' | 'hole' | 'playerId'>,
): boolean {
  return list.some(
    (s) =>
      s.gameId === score.gameId && s.round === score.round && s.hole === score.hole && s.playerId === score.playerId,
  )
}
