import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { ticketPayload, type TicketClaims } from '@domain/tickets/ticket-code-format'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { GATE_KEY_STORAGE_KEY } from '@/api/ticket-gate'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'
import { GATE_QUEUE_STORAGE_KEY, useGateQueue } from '../stores/gate-queue'

/** The gate's page (docs/requirements/ticketing.md#tkt-9) with a real Ed25519 key pair made here. */
const server = setupApiServer()
const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')

let keys: CryptoKeyPair
let spki: string
const sign = async (claims: TicketClaims, with_ = keys.privateKey) => {
  const payload = ticketPayload(claims)
  const signature = await crypto.subtle.sign('Ed25519', with_, new TextEncoder().encode(payload))
  return `${payload}.${toBase64Url(signature)}`
}
const claims: TicketClaims = { ticketId: 42, tournamentId: 7, day: null, kind: 'all_days' }
const answer = (result: string, extra: object = {}) => ({
  result,
  serial: result === 'invalid_ticket' ? null : 'FT-26-0042-1',
  productNameKo: result === 'invalid_ticket' ? null : '1일 입장권',
  productNameEn: result === 'invalid_ticket' ? null : 'One-day ticket',
  day: '2026-06-10',
  usedAt: null,
  ...extra,
})
let online = true
const setOnline = (value: boolean) => {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}

beforeAll(async () => {
  keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  spki = toBase64Url(await crypto.subtle.exportKey('spki', keys.publicKey))
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
})
beforeEach(() => {
  localStorage.removeItem(GATE_KEY_STORAGE_KEY)
  localStorage.removeItem(GATE_QUEUE_STORAGE_KEY)
  useGateQueue.setState({ queue: [], recent: [] })
  signedIn()
  useSessionStore.getState().signIn({ id: 'staff06', name: '남검표', memberClass: null })
  server.use(
    http.get(`${API}/tickets/gate-key`, () =>
      HttpResponse.json({ algorithm: 'Ed25519', keyId: 'k1', publicKeySpki: spki }),
    ),
  )
})
afterEach(() => setOnline(true))

async function typeAndCheck(user: Awaited<ReturnType<typeof renderApp>>['user'], code: string) {
  const input = await screen.findByLabelText('입장권 코드')
  await user.clear(input)
  await user.type(input, code)
  await user.click(screen.getByRole('button', { name: '확인' }))
}

it('shows each answer of the server big and in Korean, already used with its Seoul time', async () => {
  const answers = [
    answer('authenticated', { usedAt: new Date().toISOString() }),
    answer('already_used', { usedAt: new Date(Date.now() - 60_000).toISOString() }),
    answer('not_member'),
    answer('invalid_ticket'),
  ]
  const sent: string[] = []
  server.use(
    http.post(`${API}/tickets/check`, async ({ request }) => {
      sent.push(((await request.json()) as { code: string }).code)
      return HttpResponse.json(answers[sent.length - 1])
    }),
  )
  const { user } = await renderApp('/staff/ticket-check')
  expect(await screen.findByRole('heading', { level: 1, name: '입장권 검표' })).toBeTruthy()
  expect(screen.getByRole('link', { name: /제휴사 확인/ }).getAttribute('href')).toBe('/staff/card-check')

  await typeAndCheck(user, 'FWT1.first')
  const status = await screen.findByRole('status')
  await waitFor(() => expect(status.textContent).toContain('인증되었습니다'))
  expect(status.textContent).toContain('1일 입장권')
  expect(status.textContent).toContain('FT-26-0042-1')

  await typeAndCheck(user, 'FWT1.second')
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit' })
  const usedClock = clock.format(new Date(answers[1]!.usedAt!))
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('이미 사용됨'))
  expect(screen.getByRole('status').textContent).toContain(`${usedClock}(서울 시각)에 이미 입장 처리되었습니다`)

  await typeAndCheck(user, 'FWT1.third')
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('회원이 아닙니다'))
  expect(screen.getByRole('status').textContent).toContain('사용 처리되지 않았습니다')

  await typeAndCheck(user, 'FWT1.fourth')
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('유효하지 않은 입장권'))
  expect(sent).toEqual(['FWT1.first', 'FWT1.second', 'FWT1.third', 'FWT1.fourth'])
  const recent = screen.getByRole('region', { name: '최근 확인' })
  expect(recent.querySelectorAll('li')).toHaveLength(4)
})

it('offline, checks the signature here, queues a genuine code and redeems it when back online', async () => {
  const redeemed: string[] = []
  server.use(
    http.post(`${API}/tickets/check`, async ({ request }) => {
      redeemed.push(((await request.json()) as { code: string }).code)
      return HttpResponse.json(answer('authenticated', { usedAt: new Date().toISOString() }))
    }),
  )
  const { user } = await renderApp('/staff/ticket-check')
  await screen.findByRole('heading', { level: 1, name: '입장권 검표' })
  await waitFor(() => expect(localStorage.getItem(GATE_KEY_STORAGE_KEY)).toContain(spki))
  setOnline(false)
  expect(await screen.findByText(/오프라인: 코드를 서명으로 확인하고/)).toBeTruthy()

  const genuine = await sign(claims)
  await typeAndCheck(user, genuine)
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('온라인이 되면 사용 처리됩니다'))
  expect(JSON.parse(localStorage.getItem(GATE_QUEUE_STORAGE_KEY)!).state.queue).toEqual([
    expect.objectContaining({ code: genuine }),
  ])
  // The same ticket handed back is not let in twice, and a one-day ticket of another day is refused offline too.
  await typeAndCheck(user, genuine)
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('이미 입장 처리한 코드'))
  await typeAndCheck(user, await sign({ ...claims, kind: 'one_day', day: '2000-01-01' }))
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('유효하지 않은 입장권'))

  const other = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
  await typeAndCheck(user, await sign(claims, other.privateKey))
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('유효하지 않은 입장권'))
  const [head, id, ...rest] = genuine.split('.')
  await typeAndCheck(user, [head, Number(id) + 1, ...rest].join('.'))
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('정상 입장권이 아니거나'))
  expect(redeemed).toEqual([])

  setOnline(true)
  await waitFor(() => expect(redeemed).toEqual([genuine]))
  await waitFor(() => expect(useGateQueue.getState().queue).toEqual([]))
  expect(await screen.findByText('오프라인 대기열에서')).toBeTruthy()
})
