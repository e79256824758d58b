/** Cash and coupons (docs/requirements/my-page.md#my-13, #my-14): the member's ledger and coupon box. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { cashLedgerSchema, couponBoxSchema, couponSchema } from '@contract/wallet'
import { api } from './client'
import { STALE } from './query-keys'

export const walletKeys = {
  all: ['wallet'] as const,
  cash: (memberId: string, page: number) => ['wallet', 'cash', memberId, page] as const,
  coupons: (memberId: string) => ['wallet', 'coupons', memberId] as const,
}

export const CASH_PAGE_SIZE = 10

export const cashQueryOptions = (memberId: string, page: number) =>
  queryOptions({
    queryKey: walletKeys.cash(memberId, page),
    queryFn: async ({ signal }) =>
      (
        await api.get('/mypage/cash', {
          query: { page: String(page), pageSize: String(CASH_PAGE_SIZE) },
          schema: cashLedgerSchema,
          signal,
        })
      ).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

export const couponBoxQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: walletKeys.coupons(memberId),
    queryFn: async ({ signal }) => (await api.get('/mypage/coupons', { schema: couponBoxSchema, signal })).data,
    staleTime: STALE.default,
  })

export async function registerCoupon(code: string) {
  return (await api.post('/mypage/coupons', { code }, { schema: couponSchema })).data
}
