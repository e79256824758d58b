/** Find ID: name plus e-mail or mobile, the masked IDs, or in words that nothing matched. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

function findIdDoor(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = []
  server.use(
    http.post(`${API}/member/findId`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>
      bodies.push(body)
      return answer(body)
    }),
  )
  return bodies
}

describe('find ID', () => {
  it('checks the name and the e-mail before asking, and focuses the first field to fix', async () => {
    const bodies = findIdDoor(() => HttpResponse.json({ ids: [] }))
    const { user } = await renderApp('/sign/findId')
    expect(screen.getByRole('heading', { level: 1, name: '아이디 찾기' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '아이디 찾기' }).getAttribute('aria-current')).toBe('page')

    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('이메일 주소를 입력해 주세요.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('이름'))

    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('이메일 주소'), 'member01@')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))
    expect(screen.getByText('올바른 이메일 주소를 입력해 주세요 (예: name@example.com).')).toBeTruthy()
    expect(screen.getByLabelText('이메일 주소').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('이메일 주소'))
    expect(bodies).toEqual([])
  })

  it('finds by e-mail and shows the masked IDs with ways to log in or find the password', async () => {
    const bodies = findIdDoor(() => HttpResponse.json({ ids: ['mem***01'] }))
    const { user, location } = await renderApp('/sign/findId')

    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('이메일 주소'), 'member01@demo.fairway.invalid')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))

    const heading = await screen.findByRole('heading', { name: '아이디를 찾았습니다' })
    expect(document.activeElement).toBe(heading)
    expect(within(screen.getByRole('list', { name: '찾은 아이디' })).getByText('mem***01')).toBeTruthy()
    expect(screen.getByText('개인정보 보호를 위해 아이디의 일부를 가려서 보여 드립니다.')).toBeTruthy()
    expect(bodies).toEqual([{ name: '김투어', email: 'member01@demo.fairway.invalid' }])

    const outcome = heading.parentElement!
    expect(within(outcome).getByRole('link', { name: '비밀번호 찾기' }).getAttribute('href')).toBe('/sign/findPw')
    await user.click(within(outcome).getByRole('link', { name: '로그인' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
  })

  it('switches to the mobile number, sends only that (digits only) and counts several IDs', async () => {
    const bodies = findIdDoor(() => HttpResponse.json({ ids: ['mem***01', 'kim****02'] }))
    const { user } = await renderApp('/sign/findId')

    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('이메일 주소'), 'half-typed')
    await user.click(screen.getByRole('radio', { name: '휴대폰' }))
    expect(screen.queryByLabelText('이메일 주소')).toBeNull()
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-1000-0000')
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('01010000000')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))

    expect(await screen.findByRole('heading', { name: '아이디 2개를 찾았습니다' })).toBeTruthy()
    expect(bodies).toEqual([{ name: '김투어', mobile: '01010000000' }])
  })

  it('says in words when no account matches, and offers to search again with the details kept', async () => {
    findIdDoor(() => HttpResponse.json({ ids: [] }))
    const { user } = await renderApp('/sign/findId')

    await user.click(screen.getByRole('radio', { name: '휴대폰' }))
    await user.type(screen.getByLabelText('이름'), '홍길동')
    await user.type(screen.getByLabelText('휴대폰 번호'), '01099998888')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))

    expect(await screen.findByRole('heading', { name: '일치하는 회원정보가 없습니다' })).toBeTruthy()
    expect(screen.getByText(/이름과 휴대폰 번호로 가입된 계정을 찾지 못했습니다/)).toBeTruthy()
    expect(
      within(screen.getByRole('heading', { name: '일치하는 회원정보가 없습니다' }).parentElement!).getByRole('link', {
        name: '회원가입',
      }),
    ).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '다시 찾기' }))
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe('홍길동')
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('01099998888')
  })

  it('puts a field the server refuses beside that field, in words', async () => {
    findIdDoor(() =>
      HttpResponse.json(
        { code: 'VALIDATION', message: 'Request is not valid', fields: { email: 'invalid_format' } },
        { status: 400 },
      ),
    )
    const { user } = await renderApp('/sign/findId')
    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('이메일 주소'), 'member01@demo.fairway.invalid')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))

    expect(await screen.findByText('형식을 확인해 주세요.')).toBeTruthy()
    expect(screen.getByLabelText('이메일 주소').getAttribute('aria-invalid')).toBe('true')
  })

  it('says to wait when asked too often', async () => {
    findIdDoor(() => HttpResponse.json({ code: 'RATE_LIMITED', message: 'slow down' }, { status: 429 }))
    const { user } = await renderApp('/sign/findId')
    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('이메일 주소'), 'member01@demo.fairway.invalid')
    await user.click(screen.getByRole('button', { name: '아이디 찾기' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      '로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.',
    )
  })
})
