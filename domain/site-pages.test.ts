import { describe, expect, it } from 'vitest'
import { matchSitePages, SITE_PAGES } from './site-pages'

describe('site pages for site search', () => {
  it('names every page once, at one address', () => {
    expect(new Set(SITE_PAGES.map((p) => p.id)).size).toBe(SITE_PAGES.length)
    expect(new Set(SITE_PAGES.map((p) => p.path)).size).toBe(SITE_PAGES.length)
  })

  it("finds issue 8's pages by their titles and words in either language", () => {
    const ids = (term: string) => matchSitePages(term).map((p) => p.id)
    expect(ids('오시는 길')).toEqual(['directions'])
    expect(ids('directions')).toEqual(['directions'])
    expect(ids('개인정보')).toContain('privacy')
    expect(ids('retention')).toEqual(['privacy'])
    expect(ids('후원')).toEqual(expect.arrayContaining(['advertising', 'sponsors']))
    expect(ids('doping')).toEqual(expect.arrayContaining(['clean-substances', 'clean-tue', 'clean']))
    expect(ids('회원 현황')).toEqual(['condition'])
    expect(ids('주니어')).toEqual(['junior'])
    expect(ids('education')).toContain('education')
    expect(ids('스토리')).toEqual(['story'])
    expect(ids('협회 공지')).toEqual(['association-notices'])
  })
})

it('leaves the Korean-only overseas tour page out of English results', () => {
  expect(matchSitePages('해외').map((p) => p.id)).toContain('overseas')
  expect(matchSitePages('overseas', SITE_PAGES, 'en').map((p) => p.id)).not.toContain('overseas')
  expect(matchSitePages('overseas', SITE_PAGES, 'ko').map((p) => p.id)).toContain('overseas')
})
