import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
import { EMPTY_INFO } from '../form-values'
import { useSignupStore } from '../stores/signup-store'
import {
  API,
  field,
  idCheck,
  noteOf,
  PASSWORD,
  renderStep,
  setupSignupServer,
  storedDraft,
  VALID,
} from '../test/signup-kit'

const server = setupSignupServer()

describe('sign-up step 1: terms', () => {
  it('requires the terms of use and the privacy policy, marketing optional', async () => {
    const { user, location } = await renderApp('/sign/join')
    expect(screen.getByRole('heading', { name: '약관 동의' })).toBeTruthy()
    // The texts are there to read, in their own scrollable boxes.
    expect(screen.getByRole('region', { name: '이용약관' }).textContent).toContain('제1조 (목적)')
    expect(screen.getByRole('region', { name: '개인정보 수집 및 이용' }).textContent).toContain('수집하는 항목')

    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(screen.getAllByText('필수 약관에 동의해 주세요.')).toHaveLength(2)
    expect(document.activeElement).toBe(field('agreeTerms'))
    expect(location().search).toEqual({})

    await user.click(screen.getByRole('checkbox', { name: '이용약관에 동의합니다.' }))
    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(screen.getAllByText('필수 약관에 동의해 주세요.')).toHaveLength(1)
    expect(document.activeElement).toBe(field('agreePrivacy'))

    await user.click(screen.getByRole('checkbox', { name: '개인정보 수집 및 이용에 동의합니다.' }))
    await user.click(screen.getByRole('button', { name: '다음' }))
    await vi.waitFor(() => expect(location().search).toEqual({ step: 'method' }))
    expect(useSignupStore.getState().marketingAgree).toBe(false)
  })

  it('"agree to all" ticks and unticks every consent of the step', async () => {
    const { user } = await renderApp('/sign/join')
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    for (const name of ['agreeTerms', 'agreePrivacy', 'marketingAgree']) expect(field(name).checked).toBe(true)
    await user.click(screen.getByRole('checkbox', { name: '마케팅 정보 수신에 동의합니다.' }))
    expect(field('agreeAll').checked).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    for (const name of ['agreeTerms', 'agreePrivacy', 'marketingAgree']) expect(field(name).checked).toBe(false)
  })

  it('cancels after asking, deleting what was entered', async () => {
    const { user, location } = await renderApp('/sign/join')
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    await user.click(screen.getByRole('button', { name: '취소' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('회원가입을 취소하시겠습니까?')
    await user.click(within(dialog).getByRole('button', { name: '가입 취소' }))
    await vi.waitFor(() => expect(location().pathname).toBe('/'))
    expect(useSignupStore.getState().agreeTerms).toBe(false)
  })
})

describe('sign-up step 2: verification method', () => {
  it('needs a choice, and for documents the consent to provide personal information', async () => {
    const { user, location } = await renderStep('method', { method: null, agreeProvide: false })
    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(screen.getByText('본인 확인 방법을 선택해 주세요.', { selector: '[role="alert"]' })).toBeTruthy()

    await user.click(screen.getByRole('radio', { name: '서류 제출' }))
    expect(screen.getByText(/2일 이내에 서류가 도착하지 않으면 임시 가입 정보가 삭제되며/)).toBeTruthy()
    expect(screen.getByText(/영업일 기준 1~2일/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '다음' }))
    expect(noteOf('agreeProvide')).toContain('필수 약관에 동의해 주세요.')
    expect(location().search).toEqual({ step: 'method' })

    await user.click(screen.getByRole('checkbox', { name: '개인정보 제3자 제공에 동의합니다.' }))
    await user.click(screen.getByRole('button', { name: '다음' }))
    await vi.waitFor(() => expect(location().search).toEqual({ step: 'info' }))
    expect(screen.getByRole('button', { name: '가입 신청' })).toBeTruthy()
  })
})

describe('sign-up steps', () => {
  it('sends a later step asked for in the URL back to the first unfinished one', async () => {
    const { location } = await renderApp('/sign/join?step=info')
    expect(location().search).toEqual({ step: 'terms' })
    expect(screen.getByRole('heading', { name: '약관 동의' })).toBeTruthy()
    expect(
      screen.getByRole('list', { name: '회원가입 단계' }).querySelector('[aria-current="step"]')?.textContent,
    ).toContain('약관동의')

    useSignupStore.setState({ agreeTerms: true, agreePrivacy: true })
    const again = await renderApp('/sign/join?step=done')
    expect(again.location().search).toEqual({ step: 'method' })
  })

  it('moves back between steps with the browser', async () => {
    const { user, router, location } = await renderApp('/sign/join')
    await user.click(screen.getByRole('checkbox', { name: '전체 동의' }))
    await user.click(screen.getByRole('button', { name: '다음' }))
    await user.click(await screen.findByRole('radio', { name: '휴대폰 인증' }))
    await user.click(screen.getByRole('button', { name: '다음' }))
    await screen.findByRole('heading', { name: '개인정보 입력' })
    router.history.back()
    await vi.waitFor(() => expect(location().search).toEqual({ step: 'method' }))
    expect(await screen.findByRole('radio', { name: '휴대폰 인증' })).toHaveProperty('checked', true)
    router.history.back()
    await vi.waitFor(() => expect(location().search).toEqual({}))
    expect(await screen.findByRole('checkbox', { name: '이용약관에 동의합니다.' })).toHaveProperty('checked', true)
  })

  it('signs up by phone end to end: the code, the request, the welcome; the draft is cleared', async () => {
    let body: Record<string, unknown> = {}
    server.use(
      idCheck(true),
      http.get(`${API}/cert/phone`, () =>
        HttpResponse.json({ certId: 'cert-1', expiresAt: new Date(Date.now() + 600_000).toISOString(), sandbox: true }),
      ),
      http.get(`${API}/sandbox/phone/messages`, () =>
        HttpResponse.json({
          phone: '01012345678',
          messages: [{ code: '246810', sentAt: '', expiresAt: '' }],
          notices: [],
        }),
      ),
      http.post(`${API}/cert/phone`, () =>
        HttpResponse.json({ certId: 'cert-1', phone: '01012345678', verified: true }),
      ),
      http.post(`${API}/member/signup`, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>
        return HttpResponse.json({ id: 'newgolfer1', status: 'active', deleteAfter: null }, { status: 201 })
      }),
    )
    const { user, location } = await renderStep('info', { values: VALID, marketingAgree: true })
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    await screen.findByText('사용 가능한 아이디입니다.')
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), PASSWORD)
    await user.type(field('mobile'), '01012345678')
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
    // The demo server says it sends no SMS: the code is shown discreetly.
    expect((await screen.findByText(/데모: 문자가 발송되지 않습니다/)).textContent).toBe(
      '데모: 문자가 발송되지 않습니다. 인증번호는 246810 입니다',
    )
    await user.type(field('certCode'), '246810')
    await user.click(screen.getByRole('button', { name: '확인' }))
    await screen.findByText('휴대폰 인증이 완료되었습니다.')
    await user.click(screen.getByRole('button', { name: '회원가입' }))

    expect(await screen.findByRole('heading', { name: '홍길동님, 환영합니다!' })).toBeTruthy()
    expect(location().search).toEqual({ step: 'done' })
    const done = within(screen.getByRole('region', { name: '홍길동님, 환영합니다!' }))
    expect(done.getByText('newgolfer1')).toBeTruthy()
    expect(done.getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/sign/login')
    expect(body).toMatchObject({
      id: 'newgolfer1',
      pwd: PASSWORD,
      pwdConfirm: PASSWORD,
      phoneCertId: 'cert-1',
      nationality: 'KOR',
      marketingAgree: true,
      agreeTerms: true,
      agreePrivacy: true,
    })
    expect(body).not.toHaveProperty('guardianName')
    // Only the result stays (a reload still shows the welcome); what was typed is gone.
    expect(JSON.parse(storedDraft()).state).toMatchObject({
      values: EMPTY_INFO,
      agreeTerms: false,
      result: { id: 'newgolfer1' },
    })
    expect(storedDraft()).not.toContain('cert-1')
    expect(storedDraft()).not.toContain('테헤란로')
  })

  it('sends a document sign-up and shows "request received" with the deletion date', async () => {
    server.use(
      idCheck(true),
      http.post(`${API}/member/signupRequest`, () =>
        HttpResponse.json(
          { id: 'newgolfer1', status: 'pending', deleteAfter: '2026-05-03T03:00:00.000Z' },
          { status: 201 },
        ),
      ),
    )
    const { user } = await renderStep(
      'info',
      { values: { ...VALID, mobile: '01044445555' }, checkedId: 'newgolfer1' },
      'document',
    )
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), PASSWORD)
    await user.click(screen.getByRole('button', { name: '가입 신청' }))
    expect(await screen.findByRole('heading', { name: '가입 신청이 접수되었습니다' })).toBeTruthy()
    // 03:00 UTC is 12:00 in Seoul (jsdom's ICU may write PM for 오후).
    expect(screen.getByRole('note').textContent).toMatch(/^2026년 5월 3일 (오후|PM) 12:00까지 신분증을 보내 주세요/)
    expect(screen.getByText(/신분증\(주민등록증, 운전면허증 또는 여권\) 사본/)).toBeTruthy()
  })

  it('starts a new sign-up when entered again after a finished one', async () => {
    useSignupStore.getState().complete({ id: 'newgolfer1', name: '홍길동', method: 'phone', deleteAfter: null })
    const done = await renderApp('/sign/join?step=info')
    expect(done.location().search).toEqual({ step: 'done' })
    done.unmount()
    const fresh = await renderApp('/sign/join')
    expect(screen.getByRole('heading', { name: '약관 동의' })).toBeTruthy()
    expect(useSignupStore.getState().result).toBeNull()
    fresh.unmount()
  })
})
