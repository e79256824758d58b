import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSystemStore } from '@/stores/system'
import { renderApp } from '@/test/render-app'

function installHost() {
  const callHandler = vi.fn((..._args: unknown[]) => Promise.resolve(undefined))
  window.flutter_inappwebview = { callHandler }
  return callHandler
}

afterEach(() => {
  delete window.flutter_inappwebview
})

describe('PortalLink', () => {
  it('navigates with the router on the web', async () => {
    const { user, location } = await renderApp('/')
    await user.click(screen.getAllByRole('link', { name: '협회 소개' })[0]!)
    expect(location().pathname).toBe('/abouts/about')
  })

  it('hands internal links to the host in app mode, and the page stays', async () => {
    const callHandler = installHost()
    useSystemStore.getState().setAppInfo({ channel: 'App', device: 'ios', version: '3.1.0' })
    const { user, location } = await renderApp('/')

    await user.click(screen.getAllByRole('link', { name: /리더보드/ })[0]!)

    expect(callHandler).toHaveBeenCalledWith('appLink', { path: '/tours/leaderboard/?tourId=11' })
    expect(location().pathname).toBe('/')
  })
})
