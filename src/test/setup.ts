import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, vi } from 'vitest'
import { usePopupStore } from '@/components/ui/popup-store'
import { i18n } from '@/lib/i18n'
import { useSessionStore } from '@/stores/session'
import { useSystemStore } from '@/stores/system'
import { useTourStore } from '@/stores/tour'
import { messages as ko } from '../../locales/ko/messages.po'

// findBy*/waitFor wait up to 5 s, not 1 s: lazy routes and chunks in jsdom on two busy cores can take
// longer than a second, and a too-short wait fails a test about what the user sees for the wrong reason.
configure({ asyncUtilTimeout: 5000 })

// Tests see the app as a visitor does by default: in Korean, with the real catalog.
i18n.load('ko', ko)
i18n.activate('ko')

// jsdom has no layout: the router's scroll restoration and our scrollIntoView calls become no-ops.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
  i18n.activate('ko')
  document.documentElement.lang = 'ko'
  document.body.className = ''
  usePopupStore.setState(usePopupStore.getInitialState(), true)
  useSessionStore.setState(useSessionStore.getInitialState(), true)
  useSystemStore.setState(useSystemStore.getInitialState(), true)
  useTourStore.setState(useTourStore.getInitialState(), true)
})

// The web files share their worker's modules (vitest.config.ts, isolate: false): a file's spies (console.error
// silenced, window.open) and fake timers end with it, so the next file starts from the real ones.
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})
