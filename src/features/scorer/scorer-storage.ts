/**
 * What the scorer page keeps in sessionStorage: the scorer token and the list of sent scores.
 * sessionStorage rather than localStorage (src/lib/storage.ts) because a shared token must not outlive
 * the tab on a borrowed phone, while a reload mid-round must lose nothing. Access is guarded the same
 * way as src/lib/storage.ts: storage may throw, and the page must still work without it.
 */
import { readStored, writeStored } from '@/lib/storage'

export const SCORER_STORAGE_KEYS = {
  token: 'fw.scorerToken',
  sent: 'fw.scorerSent',
} as const

const read = (key: string) => readStored(key, 'session')
const write = (key: string, value: string | null) => writeStored(key, value, 'session')

export function getScorerToken(): string | null {
  const token = read(SCORER_STORAGE_KEYS.token)
  return token && token.trim() !== '' ? token : null
}

export function setScorerToken(token: string | null): void {
  write(SCORER_STORAGE_KEYS.token, token)
}

export function readSentJson(): unknown {
  const raw = read(SCORER_STORAGE_KEYS.sent)
  if (raw === null) return []
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return []
  }
}

export function writeSentJson(value: unknown): void {
  write(SCORER_STORAGE_KEYS.sent, JSON.stringify(value))
}
