/** Shared by the dues tests: the answers of the /mypage dues calls as the contracts shape them. */
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { DuesPeriodDto } from '@contract/dues'
import type { PaymentOrderDto } from '@contract/payments'
import { API } from '@/api/test-helpers'

export const period = (id: number, name: string, over: Partial<DuesPeriodDto> = {}): DuesPeriodDto => ({
  id,
  period: name,
  startsOn: name.endsWith('-1') ? `${name.slice(0, 4)}-01-01` : `${name.slice(0, 4)}-07-01`,
  endsOn: name.endsWith('-1') ? `${name.slice(0, 4)}-06-30` : `${name.slice(0, 4)}-12-31`,
  amount: 150000,
  state: 'unpaid',
  billedAt: '2026-01-01T00:00:00.000Z',
  paidAt: null,
  orderNo: null,
  method: null,
  ...over,
})

export const UNPAID = [period(11, '2026-1'), period(12, '2026-2')]

export const ORDER: PaymentOrderDto = {
  orderNo: 'FW-20261126-0001',
  purpose: 'dues',
  title: 'Dues 2026-1 and 1 more',
  amount: 300000,
  lines: [
    { refKind: 'dues_period', name: '2026-1', amount: 150000 },
    { refKind: 'dues_period', name: '2026-2', amount: 150000 },
  ],
  state: 'DONE',
  label: 'paid',
  method: 'card',
  canceledAmount: 0,
  refundableAmount: 300000,
  virtualAccount: null,
  cancels: [],
  createdAt: '2026-11-26T01:00:00.000Z',
  approvedAt: '2026-11-26T01:02:00.000Z',
  receiptNo: 'R-0001',
}

interface DuesAnswers {
  unpaid?: DuesPeriodDto[]
  years?: number[]
  history?: DuesPeriodDto[]
}

/** Every dues call of the tab answered: an active tour pro owing `unpaid`. */
export function serveDues(server: SetupServer, answers: DuesAnswers = {}) {
  const unpaid = answers.unpaid ?? UNPAID
  const duesTotal = unpaid.reduce((s, p) => s + p.amount, 0)
  server.use(
    http.get(`${API}/mypage/opi-dues/unpaid`, () =>
      HttpResponse.json({ periods: unpaid, duesTotal, entranceFee: 0, total: duesTotal }),
    ),
    http.get(`${API}/mypage/opi-join-fee`, () =>
      HttpResponse.json({
        id: null,
        amount: 0,
        selectedOn: null,
        dueOn: null,
        state: null,
        paidAt: null,
        orderNo: null,
      }),
    ),
    http.get(`${API}/mypage/opi-dues/amount`, () =>
      HttpResponse.json({
        memberClass: 'TP',
        monthlyDues: 25000,
        halfYearDues: 150000,
        billingMonths: [1, 7],
        duesEndOn: '2040-03-01',
        exempt: false,
        bankTransfer: { bank: 'Fairway Bank', accountNumber: '100-200-300400', holder: 'FPGA' },
      }),
    ),
    http.get(`${API}/mypage/unpaid/info`, () =>
      HttpResponse.json({
        standing: 'active',
        unpaidYears: 0,
        oldestUnpaidOn: '2026-01-01',
        suspensionOn: null,
        expulsionOn: null,
        reinstatement: null,
      }),
    ),
    http.get(`${API}/mypage/opi-dues/year`, () => HttpResponse.json({ years: answers.years ?? [2026] })),
    http.get(`${API}/mypage/opi-dues`, ({ request }) =>
      HttpResponse.json({
        year: Number(new URL(request.url).searchParams.get('year')),
        periods: answers.history ?? [],
        paidTotal: (answers.history ?? []).filter((p) => p.state === 'paid').reduce((s, p) => s + p.amount, 0),
      }),
    ),
    http.get(`${API}/mypage/opi-dues/card`, () =>
      HttpResponse.json({ state: 'no_info', cardLabel: null, approvedAt: null, lastCharge: null }),
    ),
    http.get(`${API}/mypage/reward`, () => HttpResponse.json({ items: [], standingChanges: [] })),
    http.get(`${API}/mypage/opi-dues/punishment`, () => HttpResponse.json({ items: [], standingChanges: [] })),
  )
}
