import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { ERROR_CODES } from '@contract/error-codes'
import { checkRegCloseDate } from '@/api/game-apply'
import { errorText } from '@/lib/error-texts'
import { applyErrorText } from './apply-errors'

/**
 * Before each step the window is asked of the server (GET /game/check/regCloseDate): its clock decides, never the
 * browser's (docs/requirements/tournament-applications.md#app-3). `proceed(next)` runs `next` only while it is open;
 * otherwise `refusal` says why.
 */
export function useWindowCheck(gameId: number) {
  const { i18n } = useLingui()
  const check = useMutation({ mutationFn: () => checkRegCloseDate(gameId) })
  const answer = check.data
  const refusal = check.isError
    ? applyErrorText(i18n, check.error)
    : answer && answer.window !== 'open'
      ? errorText(
          i18n,
          answer.window === 'planned' ? ERROR_CODES.APPLICATION_NOT_OPEN_YET : ERROR_CODES.APPLICATION_ENDED,
        )
      : null
  const proceed = (next: () => void) =>
    check.mutate(undefined, {
      onSuccess: (w) => {
        if (w.window === 'open') next()
      },
    })
  return { proceed, checking: check.isPending, refusal }
}
