import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { matchBracketQueryOptions } from '@/api/game-match'
import { QueryState, TabEmpty } from '../components/query-state'
import type { TabProps } from '../tab-props'
import { BracketDrawing } from './bracket-drawing'
import { bracketLayout } from './bracket-layout'
import { MatchCard } from './match-card'
import { useRoundLabel } from './match-labels'
import { MatchHoles } from './match-holes'
import './draw-bracket-tab.css'

/** Draw bracket: the knockout rounds to the final, the placement matches, and one match hole by hole. */
export function DrawBracketTab({ game }: TabProps) {
  const { t } = useLingui()
  const live = game.status === 2
  const bracket = useQuery(matchBracketQueryOptions(game.gameId, live))
  const layout = useMemo(() => (bracket.data ? bracketLayout(bracket.data.rounds) : null), [bracket.data])
  const [picked, setPicked] = useState<number | null>(null)
  const roundLabel = useRoundLabel()
  // Until a card is picked, the final (or the last match stored) shows hole by hole.
  const fallback =
    layout?.columns.at(-1)?.slots[0]?.match?.matchId ?? bracket.data?.rounds.at(-1)?.matches[0]?.matchId ?? null
  const selected = picked ?? fallback
  return (
    <section aria-label={t`Draw bracket`} className="game-tab">
      <QueryState
        query={bracket}
        isEmpty={(b) => b.rounds.length === 0}
        empty={
          <TabEmpty
            title={<Trans>The draw has not been made yet</Trans>}
          >{t`The bracket appears once the knockout rounds are drawn.`}</TabEmpty>
        }
      >
        {() =>
          layout ? (
            <>
              <BracketDrawing layout={layout} selected={selected} onOpen={setPicked} />
              {layout.placement.length > 0 ? (
                <div className="bracket-placement">
                  {layout.placement.map((p) => (
                    <div key={p.bracketRound} className="bracket-placement__round">
                      <h3 className="bracket__title">{roundLabel(p.bracketRound)}</h3>
                      {p.matches.map((m) => (
                        <MatchCard key={m.matchId} match={m} selected={m.matchId === selected} onOpen={setPicked} />
                      ))}
                    </div>
                  ))}
                </div>
              ) : null}
              {selected !== null ? (
                <div>
                  <h3 className="game-subtitle">
                    <Trans>Hole by hole</Trans>
                  </h3>
                  <MatchHoles matchId={selected} live={live} />
                </div>
              ) : null}
            </>
          ) : null
        }
      </QueryState>
    </section>
  )
}
