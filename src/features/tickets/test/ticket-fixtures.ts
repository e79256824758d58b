/** Shared by the ticket pages' tests: products, quotes and purchases as the server answers them, in English. */
import type { QueueCheckDto, TicketProductDto, TicketQuoteDto } from '@contract/tickets'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { MemberDetail } from '@contract/member-account'
import { API, signedIn } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'
import { GAME_ID, product, purchase } from '@/test/ticket-dtos'
import { messages as en } from '../../../../locales/en/messages.po'

/** The tests read English, the source language, whose text does not change with the Korean catalog. */
export function inEnglish() {
  i18n.load('en', en)
  i18n.activate('en')
}

export const PRODUCTS: TicketProductDto[] = [
  product(),
  product({ id: 502, day: '2026-12-05', leftCount: 0 }),
  product({ id: 503, kind: 'all_days', nameEn: 'All-days pass', nameKo: '전일권', day: null, priceWon: 70000 }),
]

/** The server's rule for the tests' quotes: a 5,000 won coupon FWDEMO5000, an 80,000 won one BIG80000. */
export function quoteFor(body: {
  productId: number
  quantity: number
  couponCode: string | null
  cashWon: number
}): TicketQuoteDto {
  const unit = PRODUCTS.find((p) => p.id === body.productId)!.priceWon
  const subtotal = unit * body.quantity
  const face = body.couponCode === 'FWDEMO5000' ? 5000 : body.couponCode === 'BIG80000' ? 80000 : 0
  const discount = Math.min(face, unit)
  const left = subtotal - discount
  const cash = Math.min(body.cashWon, left, 20000)
  return {
    unitPriceWon: unit,
    quantity: body.quantity,
    subtotalWon: subtotal,
    couponFaceWon: face,
    couponDiscountWon: discount,
    couponAboveTicket: face > unit,
    cashWon: cash,
    cashCapped: body.cashWon > cash,
    cashBalanceWon: 20000,
    payableWon: left - cash,
  }
}

export const queue = (over: Partial<QueueCheckDto> = {}): QueueCheckDto => ({
  state: 'waiting',
  token: 'q-token-1',
  position: 40,
  estimatedWaitSeconds: 150,
  retryAfterMs: 20,
  admittedUntil: null,
  ...over,
})

/** The buyer as GET /member answers it (the purchase form prefills the contact from it). */
export const BUYER: MemberDetail = {
  id: 'webmember01',
  name: '김관람',
  memberClass: null,
  memberNo: null,
  birthDate: '19900505',
  email: 'golfer01@example.com',
  mobile: '01012345678',
  marketingAgree: false,
  firstNameEn: null,
  lastNameEn: null,
  gender: null,
  nationality: null,
  phone: null,
  emailReceive: false,
  smsReceive: false,
  zipCode: null,
  address: null,
  addressDetail: null,
  workName: null,
  workZipCode: null,
  workAddress: null,
  workAddressDetail: null,
  workPhone: null,
  roles: ['web_member'],
  membershipKind: null,
  membershipType: null,
  duesPaid: false,
}

export function serveMember(server: SetupServer) {
  server.use(http.get(`${API}/member`, () => HttpResponse.json(BUYER)))
}

/** The real app at `url`, as the signed-in buyer unless `signedIn` is false. */
export async function renderAt(url: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn ?? true) {
    signedIn()
    useSessionStore.getState().signIn({ id: BUYER.id, name: BUYER.name, memberClass: BUYER.memberClass })
  }
  return renderApp(url)
}

export { GAME_ID, product, purchase }
