import { hasHost, onBridgeReady, requestAppInfo } from '@/lib/app-bridge'
import { useSystemStore } from '@/stores/system'

/** How long the first render waits for the host's appInfo, so the web header does not flash in the app. */
const FIRST_RENDER_WAIT_MS = 800

function applyAppInfo(): Promise<void> {
  return requestAppInfo().then((info) => {
    const system = useSystemStore.getState()
    system.setAppInfo(info)
    system.setFlutterReady(true)
  })
}

/**
 * Starts the native-app bridge. When the host is already injected, waits (briefly) for appInfo
 * before the first render; when it appears later, the ready event sets app mode then.
 */
export async function startAppMode(): Promise<void> {
  if (!hasHost()) {
    onBridgeReady(() => void applyAppInfo())
    return
  }
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))
  await Promise.race([applyAppInfo(), timeout])
}
