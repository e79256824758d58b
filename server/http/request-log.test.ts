import { describe, expect, it } from 'vitest'
import { redactPhones } from './request-log'

describe('redactPhones', () => {
  it('leaves a URL without a phone number as it came', () => {
    for (const url of [
      '/api/tours',
      '/api/players?q=kim&page=2',
      '/api/game/123456/leaderboard?since=12',
      '/x?a&b=',
      '/x?',
    ])
      expect(redactPhones(url)).toBe(url)
  })

  it('replaces phone parameters and phone-looking values, keeping every other parameter in its place', () => {
    expect(redactPhones('/api/cert/phone?phone=01012345678')).toBe('/api/cert/phone?phone=[redacted]')
    expect(redactPhones('/x?a=1&mobile=010&b=2')).toBe('/x?a=1&mobile=[redacted]&b=2')
    expect(redactPhones('/x?keyword=02-123-4567&tourId=11')).toBe('/x?keyword=[redacted]&tourId=11')
    expect(redactPhones('/x?keyword=010+1234+5678')).toBe('/x?keyword=[redacted]')
    expect(redactPhones('/x?01012345678&a=1')).toBe('/x?[redacted]&a=1')
    expect(redactPhones('/x?q=%ZZ01012345678')).toBe('/x?q=[redacted]')
  })
})
