import type { GameDetail } from '@/api/games'

/** What every tab panel receives from the page. */
export interface TabProps {
  game: GameDetail
  /** The round the URL asks for, else the round in play (1 before the start); 0 = every round. */
  round: number
  /** The round in play, else the last round played, else 1. */
  liveRound: number
  hole: number | undefined
}

/** What the leaderboard tabs' board receives: the route renders it, as features never import each other. */
export interface BoardProps {
  gameId: number
  mode: 'leaderboard' | 'live'
}
