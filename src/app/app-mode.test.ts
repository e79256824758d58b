import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRIDGE_READY_EVENT } from '@/lib/app-bridge'
import { useSystemStore } from '@/stores/system'
import { startAppMode } from './app-mode'

afterEach(() => {
  delete window.flutter_inappwebview
})

describe('startAppMode', () => {
  it('asks an injected host for appInfo before the first render and enters app mode', async () => {
    const callHandler = vi.fn(() => Promise.resolve({ channel: 'App', device: 'android', version: '3.2.0' }))
    window.flutter_inappwebview = { callHandler }

    await startAppMode()

    expect(callHandler).toHaveBeenCalledWith('appInfo')
    const system = useSystemStore.getState()
    expect(system.isApp).toBe(true)
    expect(system.useAppLink).toBe(true)
    expect(system.flutterReady).toBe(true)
  })

  it('stays on the web without a host, and enters app mode when the host becomes ready later', async () => {
    await startAppMode()
    expect(useSystemStore.getState().isApp).toBe(false)

    window.flutter_inappwebview = {
      callHandler: () => Promise.resolve({ channel: 'App', device: 'ios', version: '1' }),
    }
    window.dispatchEvent(new Event(BRIDGE_READY_EVENT))

    await vi.waitFor(() => expect(useSystemStore.getState().isApp).toBe(true))
  })

  it('enters app mode on the ready event when the host was injected before it could answer', async () => {
    let ready = false
    window.flutter_inappwebview = {
      callHandler: () =>
        ready
          ? Promise.resolve({ channel: 'App', device: 'android', version: '3.2.0' })
          : Promise.reject(new Error('not ready')),
    }
    await startAppMode()
    expect(useSystemStore.getState().isApp).toBe(false)
    expect(useSystemStore.getState().flutterReady).toBe(false)

    ready = true
    window.dispatchEvent(new Event(BRIDGE_READY_EVENT))
    await vi.waitFor(() => expect(useSystemStore.getState().isApp).toBe(true))
    expect(useSystemStore.getState().flutterReady).toBe(true)
  })

  it('keeps the web chrome when the host says the channel is Web', async () => {
    window.flutter_inappwebview = { callHandler: () => Promise.resolve(JSON.stringify({ channel: 'Web' })) }
    await startAppMode()
    expect(useSystemStore.getState().isApp).toBe(false)
    expect(useSystemStore.getState().flutterReady).toBe(true)
  })
})
