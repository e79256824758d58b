/** Tickets as the server answers them (contract/tickets.ts), for the tests of every page that shows them. */
import type { TicketProductDto, TicketPurchaseDto } from '@contract/tickets'

export const GAME_ID = 31

export const product = (over: Partial<TicketProductDto> = {}): TicketProductDto => ({
  id: 501,
  gameId: GAME_ID,
  kind: 'one_day',
  nameKo: '1일권',
  nameEn: 'One-day pass',
  courseKo: '오션 코스',
  courseEn: 'Ocean course',
  day: '2026-12-04',
  priceWon: 30000,
  capacity: 500,
  leftCount: 12,
  saleOpensAt: '2026-11-01T01:00:00.000Z',
  saleClosesAt: '2026-12-03T14:59:59.000Z',
  onSale: true,
  perMemberLimit: 4,
  membersOnly: false,
  requiresBirthDate: false,
  shipped: false,
  ...over,
})

export const purchase = (over: Partial<TicketPurchaseDto> = {}): TicketPurchaseDto => ({
  id: 77,
  purchaseNo: 'TK-2611-0077',
  gameId: GAME_ID,
  gameNameKo: '페어웨이 챔피언십',
  gameNameEn: 'Fairway Championship',
  product: {
    id: 501,
    kind: 'one_day',
    nameKo: '1일권',
    nameEn: 'One-day pass',
    courseKo: '오션 코스',
    courseEn: 'Ocean course',
    day: '2026-12-04',
    priceWon: 30000,
  },
  quantity: 2,
  state: 'purchased',
  subtotalWon: 60000,
  couponCode: 'FWDEMO5000',
  couponDiscountWon: 5000,
  cashWon: 3000,
  payableWon: 52000,
  method: 'card',
  orderNo: 'ORD-TK-77',
  holdExpiresAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  paidAt: '2026-11-20T01:01:00.000Z',
  cancelledAt: null,
  refundWon: 0,
  cancellableUntil: '2099-12-02T14:59:59.000Z',
  tickets: [
    { id: 1, serial: 'FT-26-0077-1', state: 'valid', usedAt: null, code: 'FT1.code-one' },
    { id: 2, serial: 'FT-26-0077-2', state: 'used', usedAt: '2026-12-04T00:30:00.000Z', code: null },
  ],
  ...over,
})
