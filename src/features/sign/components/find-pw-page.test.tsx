/** Find password: identify → code and new password → done, with every message the member can meet. */
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

interface Doors {
  requests: Record<string, unknown>[]
  resets: Record<string, unknown>[]
}

/** POST /member/findPw answers reset ids r1, r2 …; POST /member/findPw/reset answers `reset(call)`. */
function recoveryDoors(
  reset: (call: number) => Response = () => HttpResponse.json({ ok: true }),
  expiresAt = () => inMinutes(10),
): Doors {
  const doors: Doors = { requests: [], resets: [] }
  server.use(
    http.post(`${API}/member/findPw`, async ({ request }) => {
      doors.requests.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ resetId: `r${doors.requests.length}`, expiresAt: expiresAt() })
    }),
    http.post(`${API}/member/findPw/reset`, async ({ request }) => {
      doors.resets.push((await request.json()) as Record<string, unknown>)
      return reset(doors.resets.length)
    }),
  )
  return doors
}

const refuse = (code: string, fields?: Record<string, string>) =>
  HttpResponse.json({ code, message: 'refused', fields }, { status: 400 })

type User = Awaited<ReturnType<typeof renderApp>>['user']

async function identify(user: User) {
  await user.type(screen.getByLabelText('아이디'), 'member01')
  await user.type(screen.getByLabelText('이름'), '김투어')
  await user.type(screen.getByLabelText('휴대폰 번호'), '01010000000')
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
  await screen.findByLabelText('인증번호')
}

async function enter(user: User, code: string, pwd: string, confirm = pwd) {
  const fields = [
    screen.getByLabelText('인증번호'),
    screen.getByLabelText('새 비밀번호'),
    screen.getByLabelText('새 비밀번호 확인'),
  ]
  for (const field of fields) await user.clear(field)
  if (code) await user.type(fields[0]!, code)
  if (pwd) await user.type(fields[1]!, pwd)
  if (confirm) await user.type(fields[2]!, confirm)
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }))
}

describe('find password, step 1', () => {
  it('needs the ID in the login format, the name and the mobile number before sending', async () => {
    const doors = recoveryDoors()
    const { user } = await renderApp('/sign/findPw')
    expect(screen.getByRole('link', { name: '비밀번호 찾기' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('인증번호는 회원정보에 등록된 휴대폰으로 문자 발송됩니다.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
    expect(screen.getByText('아이디를 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('이름을 입력해 주세요.')).toBeTruthy()
    expect(screen.getByText('휴대폰 번호를 입력해 주세요.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('아이디'))

    await user.type(screen.getByLabelText('아이디'), '1member')
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
    expect(screen.getByText(/아이디를 확인해 주세요/)).toBeTruthy()
    expect(doors.requests).toEqual([])
  })

  it('can identify by e-mail instead, and sends the name and that address only', async () => {
    const doors = recoveryDoors()
    const { user } = await renderApp('/sign/findPw')
    await user.type(screen.getByLabelText('아이디'), 'member01')
    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.click(screen.getByRole('radio', { name: '이메일' }))
    await user.type(screen.getByLabelText('이메일 주소'), 'member01@demo.fairway.invalid')
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))

    await screen.findByLabelText('인증번호')
    expect(doors.requests).toEqual([{ id: 'member01', name: '김투어', email: 'member01@demo.fairway.invalid' }])
  })

  it('says to wait when codes were asked for too often', async () => {
    server.use(
      http.post(`${API}/member/findPw`, () =>
        HttpResponse.json({ code: 'RATE_LIMITED', message: 'wait' }, { status: 429, headers: { 'retry-after': '20' } }),
      ),
    )
    const { user } = await renderApp('/sign/findPw')
    await user.type(screen.getByLabelText('아이디'), 'member01')
    await user.type(screen.getByLabelText('이름'), '김투어')
    await user.type(screen.getByLabelText('휴대폰 번호'), '01010000000')
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      '로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.',
    )
    expect(screen.queryByLabelText('인증번호')).toBeNull()
  })
})

describe('find password, step 2', () => {
  it('says where the code went without telling if the account exists, and counts down from expiresAt', async () => {
    recoveryDoors()
    const { user } = await renderApp('/sign/findPw')
    await identify(user)

    expect(screen.getByRole('status').textContent).toBe(
      '입력하신 정보와 일치하는 계정이 있으면, 해당 계정에 등록된 휴대폰으로 6자리 인증번호를 문자로 보냈습니다.',
    )
    expect(screen.getByText(/^(10:00|9:5\d)$/)).toBeTruthy()
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('2. 새 비밀번호')
  })

  it('checks the code, the password rule and the confirmation before sending anything', async () => {
    const doors = recoveryDoors()
    const { user } = await renderApp('/sign/findPw')
    await identify(user)

    await enter(user, '123', 'golfgolf', 'golfgolf')
    expect(screen.getByText('6자리 인증번호를 입력해 주세요.')).toBeTruthy()
    expect(
      screen.getByText('영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.', { selector: '.field__error' }),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('인증번호'))

    await enter(user, '123456', 'Member01#golfer')
    expect(screen.getByText('비밀번호에 아이디를 포함할 수 없습니다.')).toBeTruthy()

    await enter(user, '123456', 'Tee-Off#72', 'Tee-Off#73')
    expect(screen.getByText('비밀번호가 일치하지 않습니다. 다시 입력해 주세요.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('새 비밀번호 확인'))
    expect(doors.resets).toEqual([])
  })

  it('a wrong code and an expired code from the server are said beside the code', async () => {
    const answers = [refuse('CERT_CODE_WRONG'), refuse('CERT_CODE_EXPIRED')]
    recoveryDoors((call) => answers[call - 1]!)
    const { user } = await renderApp('/sign/findPw')
    await identify(user)

    await enter(user, '000000', 'Tee-Off#72')
    expect(await screen.findByText('인증번호가 올바르지 않습니다.')).toBeTruthy()
    expect(screen.getByLabelText('인증번호').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('인증번호'))

    await enter(user, '111111', 'Tee-Off#72')
    expect(await screen.findByText('인증번호가 만료되었습니다. 다시 요청해 주세요.')).toBeTruthy()
  })

  it('a password the server refuses is said beside the new password', async () => {
    recoveryDoors(() => refuse('VALIDATION', { newPwd: 'password_common' }))
    const { user } = await renderApp('/sign/findPw')
    await identify(user)
    await enter(user, '123456', 'Tee-Off#72')
    expect(await screen.findByText('너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.')).toBeTruthy()
    expect(screen.getByLabelText('새 비밀번호').getAttribute('aria-invalid')).toBe('true')
  })

  it('once the time is up, says so and asks for a new code instead of sending', async () => {
    const doors = recoveryDoors(undefined, () => inMinutes(-1))
    const { user } = await renderApp('/sign/findPw')
    await identify(user)

    expect(screen.getByRole('status').textContent).toBe('인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.')
    await enter(user, '123456', 'Tee-Off#72')
    expect(screen.getByText('인증번호가 만료되었습니다. 다시 요청해 주세요.')).toBeTruthy()
    expect(doors.resets).toEqual([])
  })

  it('sends a new code with the same details and uses the new reset id', async () => {
    const doors = recoveryDoors()
    const { user } = await renderApp('/sign/findPw')
    await identify(user)

    await user.click(screen.getByRole('button', { name: '재전송' }))
    expect(await screen.findByText(/인증번호를 다시 보냈습니다/)).toBeTruthy()
    expect(doors.requests).toEqual([
      { id: 'member01', name: '김투어', mobile: '01010000000' },
      { id: 'member01', name: '김투어', mobile: '01010000000' },
    ])
    await enter(user, '123456', 'Tee-Off#72')
    await screen.findByRole('heading', { name: '비밀번호가 변경되었습니다' })
    expect(doors.resets).toEqual([{ resetId: 'r2', code: '123456', newPwd: 'Tee-Off#72', newPwdConfirm: 'Tee-Off#72' }])
  })
})

describe('find password, done', () => {
  it('confirms the change, says every device was logged out and leads to the login', async () => {
    const doors = recoveryDoors()
    const { user, location } = await renderApp('/sign/findPw')
    await identify(user)
    await enter(user, '482913', 'Tee-Off#72')

    const heading = await screen.findByRole('heading', { name: '비밀번호가 변경되었습니다' })
    expect(document.activeElement).toBe(heading)
    expect(
      screen.getByText('보안을 위해 모든 기기에서 로그아웃되었습니다. 새 비밀번호로 로그인해 주세요.'),
    ).toBeTruthy()
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('3. 완료')
    expect(doors.resets).toEqual([{ resetId: 'r1', code: '482913', newPwd: 'Tee-Off#72', newPwdConfirm: 'Tee-Off#72' }])

    await user.click(
      screen.getAllByRole('link', { name: '로그인' }).find((link) => link.className.includes('btn--primary'))!,
    )
    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
  })
})
