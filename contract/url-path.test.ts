import { describe, expect, it } from 'vitest'
import { trimTrailingSlashes } from './url-path'

describe('trimTrailingSlashes', () => {
  it('drops every trailing slash and nothing else', () => {
    expect(trimTrailingSlashes('/tours/home///')).toBe('/tours/home')
    expect(trimTrailingSlashes('/tours//home')).toBe('/tours//home')
    expect(trimTrailingSlashes('/api/')).toBe('/api')
    expect(trimTrailingSlashes('///')).toBe('')
    expect(trimTrailingSlashes('')).toBe('')
  })

  it('keeps the first characters asked for, so the root path stays a path', () => {
    expect(trimTrailingSlashes('/', 1)).toBe('/')
    expect(trimTrailingSlashes('////', 1)).toBe('/')
    expect(trimTrailingSlashes('/tour/leaderboardSKT/', 1)).toBe('/tour/leaderboardSKT')
  })

  it('answers as the old expression did on every short path of slashes and letters', () => {
    const alphabet = ['/', 'a']
    const paths = ['']
    for (let length = 1; length <= 6; length += 1)
      for (const path of [...paths]) if (path.length === length - 1) for (const c of alphabet) paths.push(path + c)
    for (const path of paths) {
      expect(trimTrailingSlashes(path, 1)).toBe(path.replace(/(.)\/+$/, '$1'))
      expect(trimTrailingSlashes(path)).toBe(path.replace(/\/+$/, ''))
    }
  })
})
