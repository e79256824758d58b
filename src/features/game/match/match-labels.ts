import { useLingui } from '@lingui/react/macro'
import type { MatchSummaryDto } from '@contract/game-match'
import { matchNotation } from '@domain/scoring/match-play/notation'

/** Names of the server's bracket rounds in the reader's language. */
export function useRoundLabel() {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    round_of_64: t`Round of 64`,
    round_of_32: t`Round of 32`,
    round_of_16: t`Round of 16`,
    quarterfinal: t`Quarterfinals`,
    semifinal: t`Semifinals`,
    // Not plain 'Final', which the boards already use for a finished round (최종): here the last match (결승).
    final: t`Final match`,
    third_place: t`3rd place match`,
    group: t`Group stage`,
  }
  return (bracketRound: string) => labels[bracketRound] ?? bracketRound
}

/** A match's state as a word: playing, final, extra holes (the play-off of a level match), not started. */
export function useStateLabel() {
  const { t } = useLingui()
  return (m: Pick<MatchSummaryDto, 'state' | 'holesPlayed'>) => {
    const thru = m.holesPlayed
    if (m.state === 'finished') return t`Final`
    if (m.state === 'extended') return t`Extra holes`
    if (m.state === 'playing') return thru > 0 ? t`Thru ${thru}` : t`Playing`
    return t`Not started`
  }
}

/** The card's notation ('3&2', '1 UP', 'AS') from the server's summary, through the domain's rules. */
export function summaryNotation(m: MatchSummaryDto): string | null {
  if (m.state === null || (m.holesPlayed === 0 && m.state !== 'finished')) return null
  const state = m.state === 'finished' ? 'finished' : m.state
  const winner = m.state === 'finished' ? m.leader : null
  return matchNotation({
    state,
    leader: m.leader,
    up: m.up,
    holesPlayed: m.holesPlayed,
    holesRemaining: Math.max(0, 18 - m.holesPlayed),
    dormie: false,
    result: null,
    winner,
  })
}
