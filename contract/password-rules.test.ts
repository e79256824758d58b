import { describe, expect, it } from 'vitest'
import { FIELD_ERRORS } from './errors'
import { passwordProblem } from './password-rules'

describe('passwordProblem (sign-up and password change)', () => {
  it('accepts 8 to 20 characters mixing letters, digits and specials', () => {
    for (const ok of ['Birdie#Eagle7', 'x9!kT2mq', 'Green-Jacket-1962!', 'golf?is8FUN'])
      expect(passwordProblem(ok, 'member77'), ok).toBeNull()
  })

  it.each([
    ['', FIELD_ERRORS.REQUIRED],
    ['Ab1!xyz', FIELD_ERRORS.TOO_SHORT],
    ['Ab1!xyzAb1!xyzAb1!xyz', FIELD_ERRORS.TOO_LONG],
    ['onlyletters', FIELD_ERRORS.PASSWORD_MIX],
    ['letters123', FIELD_ERRORS.PASSWORD_MIX],
    ['letters!!!', FIELD_ERRORS.PASSWORD_MIX],
    ['12345678!!', FIELD_ERRORS.PASSWORD_MIX],
    ['한글비밀번호1!', FIELD_ERRORS.PASSWORD_MIX],
    ['x member77 1!', FIELD_ERRORS.PASSWORD_MIX],
    ['Zz#member77', FIELD_ERRORS.PASSWORD_CONTAINS_ID],
    ['MEMBER77!a', FIELD_ERRORS.PASSWORD_CONTAINS_ID],
    ['P@ssw0rd!', FIELD_ERRORS.PASSWORD_COMMON],
    ['Password123!', FIELD_ERRORS.PASSWORD_COMMON],
    ['qwerty!2024', FIELD_ERRORS.PASSWORD_COMMON],
    ['Fairway2026!', FIELD_ERRORS.PASSWORD_COMMON],
    ['1q2w3e4r!', FIELD_ERRORS.PASSWORD_COMMON],
    ['Tiger#aaaa9', FIELD_ERRORS.PASSWORD_PATTERN],
    ['Tiger#1234x', FIELD_ERRORS.PASSWORD_PATTERN],
    ['Tiger#9876x', FIELD_ERRORS.PASSWORD_PATTERN],
    ['wxyz!Tiger5', FIELD_ERRORS.PASSWORD_PATTERN],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password, 'member77')).toBe(problem)
  })
})
