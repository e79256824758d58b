import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchLanguage } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'

describe('site footer', () => {
  it('opens the refusal notice for unauthorised e-mail collection', async () => {
    const { user } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: '이메일무단수집거부' }))
    const dialog = screen.getByRole('dialog', { name: '이메일무단수집거부' })
    expect(dialog.textContent).toContain('무단으로 수집되는 것을 거부합니다')
    expect(dialog.textContent).toContain('형사 처벌')
  })

  it('shows the privacy policy in bold and the Korean-only menus only in Korean', async () => {
    await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' }).className).toContain('is-strong')
    expect(within(footer).getByRole('link', { name: '해외투어' })).toBeTruthy()

    await switchLanguage('en')
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeTruthy())
    expect(within(footer).queryByRole('link', { name: 'Overseas tour' })).toBeNull()
  })

  it('links the media, about, education, clean centre, guide and terms pages from the site map', async () => {
    await renderApp('/')
    const map = within(screen.getByRole('navigation', { name: '사이트맵' }))
    const hrefs = map.getAllByRole('link').map((a) => a.getAttribute('href'))
    for (const path of [
      '/tours/media/media/?tourId=11',
      '/tours/media/media/?tourId=11&tab=video',
      '/medias/photo/?tourId=12',
      '/story/',
      '/abouts/about',
      '/abouts/chairman',
      '/abouts/organization',
      '/abouts/committees',
      '/abouts/staff',
      '/abouts/condition',
      '/abouts/notice/',
      '/abouts/contactUs',
      '/abouts/directions',
      '/educations/education/',
      '/cleans/report/',
      '/cleans/substances/',
      '/cleans/tue/',
      '/guides/junior',
      '/guides/clubLeague',
      '/guides/overseas',
      '/guides/advertising',
      '/guides/welfareMall',
    ]) {
      expect(hrefs, path).toContain(path)
    }
    expect(map.getByRole('link', { name: '해외투어' }).getAttribute('href')).toBe('/guides/overseas')
    const policies = within(screen.getByRole('list', { name: '정책' }))
    expect(policies.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/terms/usage/',
      '/terms/privacy/',
      '/terms/marketing/',
      '/terms/clean/',
    ])
  })
})
