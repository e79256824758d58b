import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { isApiError } from '@/api/client'
import { applyForGame, type ApplyRequest, createEntryFeeOrder, gameApplyKeys } from '@/api/game-apply'
import { leavePage } from '@/lib/leave-page'
import { codeOf } from './apply-errors'

export type PayMethod = 'card' | 'vbank'

/**
 * POST /game/apply, then for a place given the entry fee through the payment door (purpose `entry_fee`, the
 * application as the ref; docs/decisions/0082-application-lifecycle.md) and off to its checkout. On the waiting list,
 * with nothing to pay, or when the order could not be opened (the completion page offers to pay), the completion
 * page follows.
 */
export function useApply(gameId: number, onQueueAgain: () => void) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // One key an attempt: a retry after a lost answer gets the same application back instead of a second place.
  const key = useRef(crypto.randomUUID())
  return useMutation({
    mutationFn: async ({ body, method }: { body: ApplyRequest; method: PayMethod }) => {
      const application = await applyForGame(body, key.current)
      if (application.state !== 'awaiting_payment' || application.amountWon === 0)
        return { application, checkout: null }
      try {
        const order = await createEntryFeeOrder(application, method)
        return { application, checkout: order.checkoutUrl }
      } catch {
        return { application, checkout: null }
      }
    },
    onSuccess: ({ application, checkout }) => {
      void queryClient.invalidateQueries({ queryKey: gameApplyKeys.all })
      void queryClient.invalidateQueries({ queryKey: gameApplyKeys.publicAll })
      if (checkout) leavePage.to(checkout)
      else void navigate({ to: '/communitys/gameApplyComplete', search: { gameId, applicationId: application.id } })
    },
    onSettled: (_data, error) => {
      if (!isApiError(error) || (error.kind !== 'network' && error.kind !== 'timeout'))
        key.current = crypto.randomUUID()
    },
    onError: (error) => {
      if (codeOf(error) === 'QUEUE_TOKEN_REQUIRED') onQueueAgain()
    },
  })
}
