import { describe, expect, it } from 'vitest'
import { shellVariant } from './shell-variant'

describe('shellVariant', () => {
  it('hides all chrome on the broadcast and shop-login paths, with or without a trailing slash', () => {
    for (const path of [
      '/tour/leaderboardSKT',
      '/tours/leaderboardSKT/',
      '/tour/leaderboardTrack3d',
      '/sign/loginShop',
    ]) {
      expect(shellVariant(path, false)).toBe('none')
    }
  })

  it('gives the application pages the company footer only', () => {
    expect(shellVariant('/communitys/gameApply', false)).toBe('company')
    expect(shellVariant('/communitys/gameApplyComplete', false)).toBe('company')
    expect(shellVariant('/communitys/board', false)).toBe('full')
  })

  it("hides all chrome in the sandbox provider's checkout window, but not on its bank page", () => {
    expect(shellVariant('/sandbox/pay/tok_123', false)).toBe('none')
    expect(shellVariant('/sandbox/bank', false)).toBe('full')
  })

  it('hides everything inside the app', () => {
    expect(shellVariant('/', true)).toBe('none')
    expect(shellVariant('/', false)).toBe('full')
  })
})
