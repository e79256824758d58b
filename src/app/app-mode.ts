import { hasHost, onBridgeReady, requestAppInfo } from '@/lib/app-bridge'
import { useSystemStore } from '@/stores/system'

/** How long the first render waits for the host's appInfo, so the web header does not flash in the app. */
const FIRST_RENDER_WAIT_MS = 800

let listening = false

/** Reads appInfo from the host; false when the host could not answer yet (not ready). */
async function applyAppInfo(): Promise<boolean> {
  const info = await requestAppInfo()
  if (!info) return false
  const system = useSystemStore.getState()
  system.setAppInfo(info)
  system.setFlutterReady(true)
  return true
}

/**
 * Starts the native-app bridge. Every ready event (re)reads appInfo. When the host is already injected,
 * the first render also waits briefly for an answer; a host injected but not ready yet answers nothing,
 * and its ready event then sets app mode.
 */
export async function startAppMode(): Promise<void> {
  if (!listening) {
    listening = true
    onBridgeReady(() => void applyAppInfo())
  }
  if (!hasHost()) return
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))
  await Promise.race([applyAppInfo(), timeout])
}
