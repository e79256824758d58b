import { fireEvent, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { seoulDay } from '@contract/member-signup'
import { API, field, idCheck, noteOf, PASSWORD, renderStep, setupSignupServer, VALID } from '../test/signup-kit'

const server = setupSignupServer()

/** Today's date in Seoul minus `years` (and plus `days`), as eight digits. */
function birthDateAged(years: number, days = 0): string {
  const today = seoulDay(new Date())
  const date = new Date(
    Date.UTC(Number(today.slice(0, 4)) - years, Number(today.slice(4, 6)) - 1, Number(today.slice(6, 8)) + days),
  )
  return date.toISOString().slice(0, 10).replaceAll('-', '')
}

describe('sign-up step 3: the ID', () => {
  it('explains the ID rule when the field is left with a wrong ID, and does not ask the server', async () => {
    const check = vi.fn()
    server.use(http.get(`${API}/member/check/id/:id`, check))
    const { user } = await renderStep('info')

    for (const wrong of ['1golfer', 'Golfer01', 'golf1', 'golfer_01']) {
      await user.clear(field('id'))
      await user.type(field('id'), wrong)
      await user.tab()
      expect(noteOf('id')).toContain('영문 소문자로 시작하는 영문 소문자, 숫자 6~20자로 입력해 주세요.')
    }
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    expect(noteOf('id')).toContain('영문 소문자로 시작하는')
    expect(check).not.toHaveBeenCalled()
  })

  it('says "can be used" or "already exists" after the duplicate check', async () => {
    server.use(
      http.get(`${API}/member/check/id/:id`, ({ params }) =>
        HttpResponse.json({ id: params.id, available: params.id !== 'member01' }),
      ),
    )
    const { user } = await renderStep('info')

    await user.type(field('id'), 'member01')
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    expect(await screen.findByText('이미 존재하는 아이디입니다.')).toBeTruthy()
    expect(field('id').getAttribute('aria-invalid')).toBe('true')

    await user.clear(field('id'))
    await user.type(field('id'), 'freshgolfer')
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeTruthy()
    expect(noteOf('id')).toBe('사용 가능한 아이디입니다.')
    expect(field('id').getAttribute('aria-invalid')).toBeNull()
  })

  it('requires the duplicate check before sending, and again after the ID is edited', async () => {
    server.use(idCheck(true))
    const { user } = await renderStep('info', { values: VALID })

    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('id')).toContain('아이디 중복확인이 필요합니다.')
    expect(document.activeElement).toBe(field('id'))

    await user.click(screen.getByRole('button', { name: '중복확인' }))
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeTruthy()
    await user.type(field('id'), '2')
    expect(screen.queryByText('사용 가능한 아이디입니다.')).toBeNull()
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('id')).toContain('아이디 중복확인이 필요합니다.')
  })
})

describe('sign-up step 3: the password', () => {
  it('applies the password rule when the field is left', async () => {
    const { user } = await renderStep('info', { values: VALID })
    const cases: Array<[string, string]> = [
      ['Ab1!xyz', '영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.'],
      ['birdies123', '영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.'],
      ['X!newgolfer1', '비밀번호에 아이디를 포함할 수 없습니다.'],
      ['P@ssw0rd!', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
      ['Tiger#1234x', '4자 이상 반복되거나 연속된 문자는 사용할 수 없습니다.'],
    ]
    for (const [password, message] of cases) {
      await user.clear(field('pwd'))
      await user.type(field('pwd'), password)
      await user.tab()
      expect(noteOf('pwd')).toContain(message)
    }
    await user.clear(field('pwd'))
    await user.type(field('pwd'), PASSWORD)
    // Corrected while its message shows: the message goes and the rule comes back as the hint.
    expect(noteOf('pwd')).toBe('영문, 숫자, 특수문자를 조합하여 8~20자')
  })

  it('says the password is wrong when the confirmation differs', async () => {
    const { user } = await renderStep('info', { values: VALID })
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), 'Birdie#Eagle8')
    await user.tab()
    expect(noteOf('pwdConfirm')).toContain('비밀번호가 일치하지 않습니다. 다시 입력해 주세요.')

    await user.clear(field('pwdConfirm'))
    await user.type(field('pwdConfirm'), PASSWORD)
    expect(noteOf('pwdConfirm')).toBe('')
  })
})

describe('sign-up step 3: person, contact and address', () => {
  it('requires the English first name, in English letters', async () => {
    const { user } = await renderStep('info', { values: { ...VALID, firstNameEn: '' } })
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('firstNameEn')).toContain('영문 이름을 입력해 주세요.')

    await user.type(field('firstNameEn'), '길동')
    await user.tab()
    expect(noteOf('firstNameEn')).toContain('영문으로만 입력해 주세요.')
    await user.clear(field('firstNameEn'))
    await user.type(field('firstNameEn'), 'Gildong')
    expect(noteOf('firstNameEn')).toBe('')
  })

  it('takes the date of birth as eight digits of a real day', async () => {
    const { user } = await renderStep('info', { values: { ...VALID, birthDate: '' } })
    await user.type(field('birthDate'), '1999-05-5')
    // Only digits are taken.
    expect(field('birthDate').value).toBe('1999055')
    await user.tab()
    expect(noteOf('birthDate')).toContain('생년월일 8자리를 입력해 주세요 (예: 19990505).')

    await user.clear(field('birthDate'))
    await user.type(field('birthDate'), '19990231')
    await user.tab()
    expect(noteOf('birthDate')).toContain('올바른 생년월일을 입력해 주세요 (예: 19990505).')

    await user.clear(field('birthDate'))
    await user.type(field('birthDate'), birthDateAged(0, 1))
    await user.tab()
    expect(noteOf('birthDate')).toContain('올바른 생년월일을 입력해 주세요')
  })

  it('asks for a guardian when the date of birth makes the member under 14', async () => {
    server.use(idCheck(true))
    const { user } = await renderStep('info', { values: { ...VALID, birthDate: '' } })

    await user.type(field('birthDate'), birthDateAged(14))
    expect(document.querySelector('[name="guardianName"]')).toBeNull()

    await user.clear(field('birthDate'))
    await user.type(field('birthDate'), birthDateAged(14, 1))
    expect(screen.getByText('만 14세 미만은 보호자 동의가 필요합니다. 보호자 정보를 입력해 주세요.')).toBeTruthy()
    await user.tab()
    // Just appeared: not wrong before the member could fill them in.
    expect(noteOf('guardianName')).toBe('')

    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('guardianName')).toContain('만 14세 미만은 보호자 동의 없이 가입할 수 없습니다.')
    expect(noteOf('guardianPhone')).toContain('만 14세 미만은 보호자 동의 없이 가입할 수 없습니다.')

    await user.type(field('guardianName'), '홍부모')
    await user.type(field('guardianPhone'), '010-1234-1234')
    expect(field('guardianPhone').value).toBe('01012341234')
    expect(noteOf('guardianName')).toBe('')
    expect(noteOf('guardianPhone')).toBe('')
  })

  it('requires the nationality, from the list in the current language with Korea first', async () => {
    const { user } = await renderStep('info', { values: { ...VALID, nationality: '' } })
    const options = [...(field('nationality') as unknown as HTMLSelectElement).options].map((o) => o.textContent)
    expect(options[0]).toBe('선택하세요')
    expect(options[1]).toBe('대한민국')
    expect(options.length).toBeGreaterThan(50)

    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('nationality')).toContain('국적을 선택해 주세요.')
    await user.selectOptions(field('nationality'), 'JPN')
    expect(noteOf('nationality')).toBe('')
  })

  it('requires a verified mobile phone on the phone route', async () => {
    const { user } = await renderStep('info', { values: VALID })
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('mobile')).toContain('휴대폰 인증을 해 주세요.')
  })

  it('requires a mobile number on the document route', async () => {
    const { user } = await renderStep('info', { values: VALID }, 'document')
    await user.click(screen.getByRole('button', { name: '가입 신청' }))
    expect(noteOf('mobile')).toContain('휴대폰 번호를 입력해 주세요.')
    await user.type(field('mobile'), '0212345678')
    await user.tab()
    expect(noteOf('mobile')).toContain('휴대폰 번호를 숫자만 입력해 주세요')
  })

  it('requires the zip code and the detailed address', async () => {
    const { user } = await renderStep('info', { values: { ...VALID, zipCode: '', address: '', addressDetail: '' } })
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('zipCode')).toContain('우편번호 5자리를 입력해 주세요.')
    expect(noteOf('address')).toContain('주소를 입력해 주세요.')
    expect(noteOf('addressDetail')).toContain('상세주소를 입력해 주세요.')

    await user.type(field('zipCode'), '0616')
    await user.tab()
    expect(noteOf('zipCode')).toContain('우편번호 5자리를 입력해 주세요.')
  })

  it('leaves the workplace optional, but checks what is given there', async () => {
    const { user } = await renderStep('info', {
      values: { ...VALID, workPhone: '12' },
      checkedId: 'newgolfer1',
      phoneCert: { certId: 'cert-1', phone: '01012345678' },
    })
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), PASSWORD)
    // Folded by the member: a wrong field inside unfolds and takes the focus.
    await user.click(screen.getByText('직장 정보'))
    expect(field('workPhone').closest('details')?.open).toBe(false)
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(noteOf('workPhone')).toContain('전화번호를 숫자만 입력해 주세요 (예: 0212345678).')
    expect(field('workPhone').closest('details')?.open).toBe(true)
    expect(document.activeElement).toBe(field('workPhone'))
  })

  it('focuses the first wrong field and sends nothing', async () => {
    const sent = vi.fn()
    server.use(http.post(`${API}/member/signup`, sent))
    const { user } = await renderStep('info')
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    expect(document.activeElement).toBe(field('id'))
    expect(screen.getAllByRole('alert').length).toBeGreaterThan(8)
    expect(sent).not.toHaveBeenCalled()
  })
})

describe('sign-up step 3: the server', () => {
  it('shows a taken ID (409) and field codes (400) next to their fields', async () => {
    server.use(
      idCheck(true),
      http.post(`${API}/member/signup`, async ({ request }) => {
        const body = (await request.json()) as { id: string }
        if (body.id === 'newgolfer1')
          return HttpResponse.json({ code: 'ID_TAKEN', message: 'taken', fields: { id: 'taken' } }, { status: 409 })
        return HttpResponse.json(
          { code: 'VALIDATION', message: 'bad', fields: { zipCode: 'invalid_format', photo: 'too_long' } },
          { status: 400 },
        )
      }),
    )
    const { user } = await renderStep('info', { values: VALID, phoneCert: { certId: 'cert-1', phone: '01012345678' } })
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), PASSWORD)
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    await screen.findByText('사용 가능한 아이디입니다.')
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    await vi.waitFor(() => expect(noteOf('id')).toContain('이미 존재하는 아이디입니다.'))
    expect(document.activeElement).toBe(field('id'))

    await user.clear(field('id'))
    await user.type(field('id'), 'othergolfer')
    await user.click(screen.getByRole('button', { name: '중복확인' }))
    await screen.findByText('사용 가능한 아이디입니다.')
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    await vi.waitFor(() => expect(noteOf('zipCode')).toContain('우편번호 5자리를 입력해 주세요.'))
    expect(screen.getByText('사진은 최대 300KB까지 등록할 수 있습니다.')).toBeTruthy()
  })

  it('asks to verify the phone again when the server no longer accepts the certification', async () => {
    server.use(
      idCheck(true),
      http.post(`${API}/member/signup`, () =>
        HttpResponse.json(
          { code: 'CERT_REQUIRED', message: 'x', fields: { phoneCertId: 'invalid_value' } },
          { status: 400 },
        ),
      ),
    )
    const { user } = await renderStep('info', {
      values: VALID,
      checkedId: 'newgolfer1',
      phoneCert: { certId: 'cert-1', phone: '01012345678' },
    })
    await user.type(field('pwd'), PASSWORD)
    await user.type(field('pwdConfirm'), PASSWORD)
    await user.click(screen.getByRole('button', { name: '회원가입' }))
    await vi.waitFor(() => expect(noteOf('mobile')).toContain('휴대폰 인증을 해 주세요.'))
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeTruthy()
  })

  it('keeps typed values across a reload, never the password', async () => {
    const { user } = await renderStep('info')
    await user.type(field('name'), '홍길동')
    await user.type(field('pwd'), PASSWORD)
    fireEvent.blur(field('pwd'))
    const stored = sessionStorage.getItem('fw.signupDraft') ?? ''
    expect(stored).toContain('홍길동')
    expect(stored).not.toContain(PASSWORD)
  })
})
