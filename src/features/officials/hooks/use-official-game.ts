import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { officialGameQuery, officialGamesQuery } from '@/api/officials'

export function useOfficialGames() {
  const { i18n } = useLingui()
  return useQuery(officialGamesQuery(i18n.locale))
}

export function useOfficialGame(gameId: number) {
  const { i18n } = useLingui()
  return useQuery(officialGameQuery(gameId, i18n.locale))
}
