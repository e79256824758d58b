/**
 * Everything the 3D track reads, as queries: the game (the tour's current one unless a gameId is
 * given), its live board (the one live hook), the course geometry, the current round's tracked shots
 * with positions, the round's tee sheet (groups) and the weather. When the live board's version
 * moves, only the round's shots query is invalidated (by its key), so the balls follow the scores.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { withPositions } from '@contract/game-shots'
import { courseInfoQueryOptions, timeTableQueryOptions } from '@/api/game-course'
import { gameShotKeys, shotsQueryOptions, type ShotsFilter } from '@/api/game-shots'
import { gameWeatherQueryOptions } from '@/api/game-weather'
import { currentGameQueryOptions, gameQueryOptions } from '@/api/games'
import { useLiveLeaderboard } from '@/api/live/use-live-leaderboard'
import { indexShots } from './shot-index'

export function useTrackData(tourId: number, chosenGameId: number | undefined, locale: string) {
  const queryClient = useQueryClient()
  const current = useQuery({ ...currentGameQueryOptions(tourId), enabled: chosenGameId === undefined })
  const gameId = chosenGameId ?? current.data?.gameId ?? null
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const live = useLiveLeaderboard(gameId, locale)
  const board = live.board
  const round = board?.currentRound ?? null
  const inPlay = board?.status === 2
  const filter: ShotsFilter = useMemo(() => ({ round: round ?? undefined, editions: false, positions: true }), [round])
  const course = useQuery({ ...courseInfoQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const shots = useQuery({
    ...shotsQueryOptions(gameId ?? 0, filter, inPlay),
    enabled: gameId !== null && round !== null,
  })
  const teeSheet = useQuery({
    ...timeTableQueryOptions(gameId ?? 0, round ?? 1),
    enabled: gameId !== null && round !== null,
  })
  const weather = useQuery({ ...gameWeatherQueryOptions(gameId ?? 0), enabled: gameId !== null })

  const version = board?.version
  const seen = useRef<{ gameId: number | null; version: number } | null>(null)
  useEffect(() => {
    if (version === undefined) return
    const previous = seen.current
    seen.current = { gameId, version }
    if (gameId !== null && previous && previous.gameId === gameId && previous.version !== version) {
      void queryClient.invalidateQueries({ queryKey: gameShotKeys.list(gameId, filter) })
    }
  }, [version, gameId, filter, queryClient])

  const shotIndex = useMemo(
    () => (shots.data && round !== null ? indexShots(withPositions(shots.data), round) : new Map()),
    [shots.data, round],
  )

  return { current, gameId, game, live, board, round, course, shots, shotIndex, teeSheet, weather }
}
