import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { API, field, renderStep, setupSignupServer, VALID } from '../test/signup-kit'

const server = setupSignupServer()

// A server without an SMS provider refuses to send (docs/decisions/0042): the member reads why, at the number.
it('says that phone verification is unavailable when the server has no SMS provider', async () => {
  server.use(
    http.get(`${API}/cert/phone`, () =>
      HttpResponse.json(
        { code: 'PHONE_VERIFICATION_OFF', message: 'Phone verification is off on this server' },
        { status: 503 },
      ),
    ),
  )
  const { user } = await renderStep('info', { values: VALID })
  await user.type(field('mobile'), '01012345678')
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }))
  expect(await screen.findByText('휴대폰 인증을 이용할 수 없습니다. 협회로 문의해 주세요.')).toBeTruthy()
  expect(screen.queryByLabelText('인증번호')).toBeNull()
})
