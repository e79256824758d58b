import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { activateLanguage } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'
import { serveConsole } from '../test/console-api'

const server = setupApiServer()

describe("officials' console", () => {
  it('asks a visitor to log in with an official account', async () => {
    await activateLanguage('en')
    await renderApp('/staff/officials/')
    const gate = (await screen.findByRole('heading', { name: 'Officials only' })).closest('section')!
    expect(within(gate).getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
      'redirect=%2Fstaff%2Fofficials',
    )
  })

  it('tells an account that is not an official that the console is not theirs', async () => {
    await activateLanguage('en')
    signedIn()
    server.use(
      http.get(`${API}/officials/games`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'No access rights for this call' }, { status: 403 }),
      ),
    )
    await renderApp('/staff/officials/')
    expect((await screen.findByRole('alert')).textContent).toBe(
      "No access rights: this console is for the association's tournament officials.",
    )
  })

  it('shows the day at a glance: who is where, and the group behind pace', async () => {
    await activateLanguage('en')
    signedIn()
    serveConsole(server)
    await renderApp('/staff/officials/?gameId=7')
    const glance = await screen.findByRole('region', { name: 'At a glance: round 2' })
    const counts = within(within(glance).getByRole('list', { name: 'Players by place' }))
    expect(counts.getByText('On the course').previousElementSibling?.textContent).toBe('2')
    expect(counts.getByText('Not started').previousElementSibling?.textContent).toBe('1')
    expect(counts.getByText('Finished').previousElementSibling?.textContent).toBe('1')
    expect(counts.getByText('Out of play').previousElementSibling?.textContent).toBe('1')
    expect(within(glance).getByText('1 behind pace')).toBeTruthy()
    const slow = within(glance).getByText('Behind pace').closest('tr')!
    // Tee times in Seoul: 23:30 UTC is 08:30 the next morning.
    expect(slow.textContent).toContain('08:30')
    expect(slow.textContent).toContain('Haneul Kim, Doyun Park, Jiho Han')
    expect(slow.textContent).toContain('11 / 14')
    const rounds = screen.getByRole('list', { name: 'Rounds' })
    expect(
      within(rounds)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('data-status')),
    ).toEqual(['complete', 'playing', 'planned'])
  })

  it('suspends play after a confirmation and shows the refreshed round and the audit row', async () => {
    await activateLanguage('en')
    signedIn()
    const { sent } = serveConsole(server)
    const { user } = await renderApp('/staff/officials/?gameId=7')
    await screen.findByRole('region', { name: 'Play' })

    await user.selectOptions(screen.getByLabelText('Reason for suspending'), 'lightning')
    await user.type(screen.getByLabelText('Note (optional)'), 'Strike within 10 km')
    await user.click(screen.getByRole('button', { name: 'Suspend play' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend play of round 2?' })
    expect(within(dialog).getByText('Lightning: Strike within 10 km')).toBeTruthy()
    expect(sent).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Suspend play' }))

    expect(await screen.findByText('Play suspended. Every board shows it.')).toBeTruthy()
    expect(sent).toEqual([{ call: 'suspend', body: { reason: 'lightning', note: 'Strike within 10 km' } }])
    const round2 = within(screen.getByRole('list', { name: 'Rounds' })).getAllByRole('listitem')[1]!
    await waitFor(() => expect(round2.textContent).toContain('Suspended: Lightning · 17:42'))
    // The suspend form gives way to resume.
    expect(screen.getByRole('button', { name: 'Resume play' })).toBeTruthy()
    const audit = within(screen.getByRole('table', { name: 'Audit trail' })).getAllByRole('row')
    expect(audit[1]!.textContent).toContain('2026-11-26 17:42')
    expect(audit[1]!.textContent).toContain('official02')
    expect(audit[1]!.textContent).toContain('Play suspended')
    expect(audit[1]!.textContent).toContain('Strike within 10 km')
    expect(audit[1]!.textContent).toContain('41')
    expect(audit[2]!.textContent).toContain('Round started')
  })

  it('cancelling a confirmation sends nothing', async () => {
    await activateLanguage('en')
    signedIn()
    const { sent } = serveConsole(server)
    const { user } = await renderApp('/staff/officials/?gameId=7')
    await user.click(await screen.findByRole('button', { name: 'Close round 2' }))
    const dialog = await screen.findByRole('dialog', { name: 'Close round 2?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent).toEqual([])
  })

  it('reads a refused close in Korean and closes by force only with a reason', async () => {
    await activateLanguage('ko')
    signedIn()
    const { sent } = serveConsole(server, { close: { status: 409, code: 'ROUND_UNFINISHED' } })
    const { user } = await renderApp('/staff/officials/?gameId=7')
    await user.click(await screen.findByRole('button', { name: '2라운드 종료' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '2라운드 종료' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      '아직 이 라운드를 경기 중인 선수가 있습니다. 기다리거나 사유를 적고 강제로 종료하세요.',
    )
    await user.click(screen.getByRole('button', { name: '강제 종료' }))
    expect(screen.getByText('먼저 사유를 입력해 주세요.').getAttribute('role')).toBe('alert')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.type(screen.getByLabelText('미완료 선수가 있는 상태로 종료하는 사유'), '일몰로 잔여 경기 불가')
    await user.click(screen.getByRole('button', { name: '강제 종료' }))
    const dialog = await screen.findByRole('dialog', { name: '경기 중인 선수가 있는데 2라운드를 종료하시겠습니까?' })
    await user.click(within(dialog).getByRole('button', { name: '강제 종료' }))

    expect(await screen.findByText('2라운드를 종료했습니다.')).toBeTruthy()
    expect(sent).toEqual([
      { call: 'close', body: {} },
      { call: 'close', body: { force: true, reason: '일몰로 잔여 경기 불가' } },
    ])
    const round2 = within(screen.getByRole('list', { name: '라운드' })).getAllByRole('listitem')[1]!
    await waitFor(() => expect(round2.getAttribute('data-status')).toBe('complete'))
  })

  it("sets a player's status with the round, the hole and a reason", async () => {
    await activateLanguage('en')
    signedIn()
    const { sent } = serveConsole(server)
    const { user } = await renderApp('/staff/officials/?gameId=7')
    const panel = await screen.findByRole('region', { name: 'Player status' })
    await user.selectOptions(within(panel).getByLabelText('Player'), 'Doyun Park')
    await user.selectOptions(within(panel).getByLabelText('Status'), 'DQ')
    // The first hole not completed comes filled in.
    expect((within(panel).getByLabelText('From hole') as HTMLInputElement).value).toBe('12')
    await user.click(within(panel).getByRole('button', { name: 'Set status' }))
    expect(within(panel).getByRole('alert').textContent).toBe('Enter the reason first.')
    await user.type(within(panel).getByLabelText('Reason'), 'Wrong ball on 11')
    await user.click(within(panel).getByRole('button', { name: 'Set status' }))
    const dialog = await screen.findByRole('dialog', { name: 'Set Doyun Park to DQ?' })
    await user.click(within(dialog).getByRole('button', { name: 'Set DQ' }))

    expect(await within(panel).findByText('The status is set.')).toBeTruthy()
    expect(sent).toEqual([{ call: 'status 2', body: { status: 'DQ', round: 2, hole: 12, reason: 'Wrong ball on 11' } }])
    expect(await within(panel).findByRole('button', { name: 'Undo DQ of Doyun Park' })).toBeTruthy()
  })
})
