/** The tournament page's ticket information (docs/requirements/ticketing.md#tkt-2), against an msw server. */
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { TicketProductDto } from '@contract/tickets'
import { API, setupApiServer } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { product } from '@/test/ticket-dtos'
import { messages as en } from '../../../../locales/en/messages.po'
import { TicketInfo } from './ticket-info'

const server = setupApiServer()

beforeEach(() => {
  i18n.load('en', en)
  i18n.activate('en')
})

async function show(products: TicketProductDto[]) {
  server.use(
    http.get(`${API}/game/player/goods`, () => HttpResponse.json({ gameId: 31, waitingRoom: false, products })),
  )
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <TicketInfo gameId={31} /> }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

it('groups the tickets by type with day, course, price and what is left, and links to the purchase', async () => {
  await show([
    product({}),
    product({ id: 2, day: '2026-12-05', leftCount: 0 }),
    product({ id: 3, kind: 'member', nameEn: 'Member pass', membersOnly: true, day: null }),
  ])
  const oneDay = await screen.findByRole('region', { name: 'One-day ticket' })
  expect(within(oneDay).getByText('12 left')).toBeTruthy()
  expect(within(oneDay).getByText('All tickets sold')).toBeTruthy()
  expect(within(oneDay).getByText(/Fri 4 Dec 2026 · Ocean course/)).toBeTruthy()
  expect(within(oneDay).getAllByText('30,000 won')).toHaveLength(2)
  const member = screen.getByRole('region', { name: 'Member ticket' })
  expect(within(member).getByText('Association members only')).toBeTruthy()
  expect(within(member).getByText(/Every day of the tournament/)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Buy tickets' }).getAttribute('href')).toBe('/tickets/31')
})

it('with every ticket sold, says so and offers no purchase', async () => {
  await show([product({ leftCount: 0 }), product({ id: 2, leftCount: 0 })])
  expect(await screen.findByText('All tickets sold.')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Buy tickets' })).toBeNull()
})

it('without products yet, says online sales have not opened', async () => {
  await show([])
  expect(await screen.findByText('Online ticket sales have not opened for this tournament yet.')).toBeTruthy()
})
