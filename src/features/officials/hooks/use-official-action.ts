import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OfficialResult } from '@contract/officials'
import { officialKeys } from '@/api/officials'

/**
 * One officials' call: on success (and on a refusal, since someone else may have changed the day) the console's
 * view (the game and the list) is read again, in every language, so what the official sees is the server's state.
 */
export function useOfficialAction<V>(call: (vars: V) => Promise<OfficialResult>, onDone?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    // Here rather than in mutate(): the refreshed view may replace the form that made the call.
    onSuccess: () => onDone?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: officialKeys.all }),
  })
}
