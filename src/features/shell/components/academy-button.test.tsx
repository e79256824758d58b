/** The academy hand-off (docs/requirements/accounts.md#acc-20): every branch as the member notices it. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { usePopupStore } from '@/components/ui/popup-store'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const handOff = {
  status: 200,
  data: {
    isExistMember: true,
    message: 'OK',
    encrypted: 'sealed-identity',
    ek: 'nonce',
    returl: 'https://academy.example.invalid/sso/login',
    user_nm: '김투어',
    login_id: 'member01',
    dept_cd: 'KPGA',
    gender: 'M',
    mobile: '01010000000',
    zipcode: '06164',
    new_addr: '서울특별시 강남구 테헤란로 521',
    addr_dtl: '1층',
    birthday: '19800115',
    email: 'member01@demo.fairway.invalid',
    etc1: '20150001',
    etc2: 'TP',
    etc3: '',
    etc4: '',
    etc5: '',
  },
}

/** A stand-in for the new window: a real blank document and a close() to watch. */
function fakeWindow() {
  const doc = document.implementation.createHTMLDocument('')
  const win = { document: doc, opener: window as unknown, close: vi.fn() }
  const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window)
  return { win, open }
}

/** Records the forms submitted (jsdom cannot navigate): their action, method, target and fields. */
function watchSubmits() {
  const posted: Array<{
    action: string
    method: string
    target: string
    fields: Record<string, string>
    doc: Document
  }> = []
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const fields = Object.fromEntries(
      [...this.elements].map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]),
    )
    posted.push({ action: this.action, method: this.method, target: this.target, fields, doc: this.ownerDocument })
  })
  return posted
}

function academyAnswers(answer: () => Response) {
  let calls = 0
  server.use(
    http.get(`${API}/member`, () =>
      HttpResponse.json({
        id: 'golfer01',
        name: 'Kim Pro',
        memberClass: 'TP',
        memberNo: '1',
        birthDate: '19800115',
        email: null,
        mobile: null,
        marketingAgree: false,
      }),
    ),
    http.get(`${API}/member/kpgaacademy`, () => {
      calls += 1
      return answer()
    }),
  )
  return () => calls
}

const academyButton = () => within(screen.getByRole('contentinfo')).getByRole('button', { name: /아카데미/ })

describe('academy link', () => {
  it('a visitor gets the login popup, no window and no call; closing it goes to the login and back here', async () => {
    const calls = academyAnswers(() => HttpResponse.json(handOff))
    const open = vi.spyOn(window, 'open')
    const { user, location } = await renderApp('/tours/home/?tourId=11')

    await user.click(academyButton())
    const popup = screen.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
    expect(open).not.toHaveBeenCalled()
    await user.click(within(popup).getByRole('button', { name: '로그인' }))

    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
    expect(location().search).toEqual({ redirect: '/tours/home/?tourId=11' })
    expect(calls()).toBe(0)
  })

  it('a member: opens the window inside the click and posts the hand-off fields to returl there', async () => {
    signedIn()
    academyAnswers(() => HttpResponse.json(handOff))
    const { win, open } = fakeWindow()
    const posted = watchSubmits()
    const { user } = await renderApp('/')

    await user.click(academyButton())
    expect(open).toHaveBeenCalledWith('about:blank', 'fairway-academy')
    expect(win.opener).toBeNull()

    await vi.waitFor(() => expect(posted).toHaveLength(1))
    const [form] = posted
    expect(form!.action).toBe('https://academy.example.invalid/sso/login')
    expect(form!.method).toBe('post')
    expect(form!.target).toBe('_self')
    expect(form!.doc).toBe(win.document)
    const { returl: _returl, isExistMember: _exists, message: _message, ...fields } = handOff.data
    expect(form!.fields).toEqual(fields)
    // The member's details do not stay behind in a page once posted.
    expect(win.document.querySelector('form')).toBeNull()
    expect(win.close).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('status 200 without an association record: "not eligible, contact the association", window closed', async () => {
    signedIn()
    academyAnswers(() =>
      HttpResponse.json({
        status: 200,
        data: {
          isExistMember: false,
          message: 'This account is not eligible to log in. Please contact the association.',
        },
      }),
    )
    const { win } = fakeWindow()
    const posted = watchSubmits()
    const { user, location } = await renderApp('/')

    await user.click(academyButton())
    const popup = await screen.findByRole('dialog', { name: '로그인 대상 계정이 아닙니다. 협회로 문의해 주세요.' })
    expect(win.close).toHaveBeenCalled()
    expect(posted).toEqual([])
    await user.click(within(popup).getByRole('button', { name: '확인' }))
    expect(location().pathname).toBe('/')
  })

  it("any other status: the server's message, and closing it goes to the login", async () => {
    signedIn()
    academyAnswers(() =>
      HttpResponse.json({ status: 503, data: { isExistMember: false, message: '아카데미 점검 중입니다.' } }),
    )
    const { win } = fakeWindow()
    const { user, location } = await renderApp('/')

    await user.click(academyButton())
    const popup = await screen.findByRole('alertdialog', { name: '아카데미 점검 중입니다.' })
    expect(win.close).toHaveBeenCalled()
    await user.click(within(popup).getByRole('button', { name: '확인' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
  })

  it('a session the server refused: the session-end notice says why, once, and leads to the login', async () => {
    signedIn()
    academyAnswers(() => HttpResponse.json({ code: 'SESSION_ENDED', message: 'ended' }, { status: 401 }))
    const { win } = fakeWindow()
    const { user, location } = await renderApp('/')

    await user.click(academyButton())
    const popup = await screen.findByRole('dialog', { name: '로그아웃 안내' })
    expect(popup.textContent).toContain('로그아웃되었습니다. 다시 로그인해 주세요.')
    expect(win.close).toHaveBeenCalled()
    // One popup, not a second one queued behind it (the host shows one at a time).
    expect(usePopupStore.getState().queue).toHaveLength(1)
    await user.click(within(popup).getByRole('button', { name: '로그인' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
  })

  it('a server failure: the generic error popup, window closed', async () => {
    signedIn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    academyAnswers(() => HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }))
    const { win } = fakeWindow()
    const { user } = await renderApp('/')

    await user.click(academyButton())
    expect(await screen.findByRole('alertdialog', { name: '오류가 발생했습니다.' })).toBeTruthy()
    expect(win.close).toHaveBeenCalled()
  })

  it('a blocked window: asks to allow pop-ups and calls nothing', async () => {
    signedIn()
    const calls = academyAnswers(() => HttpResponse.json(handOff))
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = await renderApp('/')

    await user.click(academyButton())
    expect(await screen.findByRole('dialog', { name: /팝업을 허용한 뒤 다시 시도해 주세요/ })).toBeTruthy()
    expect(calls()).toBe(0)
  })

  it('is in the header, the footer and the mobile menu', async () => {
    const { user } = await renderApp('/')
    expect(
      within(screen.getAllByRole('banner')[0]!).getAllByRole('button', { name: /아카데미/ }).length,
    ).toBeGreaterThan(0)
    expect(academyButton().textContent).toContain('(새 창으로 열림)')
    await user.click(screen.getByRole('button', { name: '전체 메뉴' }))
    expect(
      within(screen.getByRole('dialog', { name: '전체 메뉴' })).getByRole('button', { name: /아카데미/ }),
    ).toBeTruthy()
  })
})
