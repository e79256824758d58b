import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { GameTab } from '../game-tab-ids'
import { tabsFor, type GameFormat } from '../tab-availability'
import { useTabLabels } from './tab-labels'

export const tabId = (tab: GameTab) => `game-tab-${tab}`
export const PANEL_ID = 'game-panel'

/**
 * The tab list of the tournament page. Each tab is a link that changes `type`, so tabs work without
 * script, open in a new window and survive a reload; arrow keys, Home and End move between them as the
 * WAI-ARIA tabs pattern asks (automatic activation: the panel follows focus).
 */
export function GameTabs({ current, format }: { current: GameTab; format: GameFormat }) {
  const { t } = useLingui()
  const labels = useTabLabels()
  const navigate = useNavigate({ from: '/tours/game/game' })
  const list = useRef<HTMLDivElement>(null)
  // Only the views that apply to the game's format (stroke or match play).
  const tabs = tabsFor(format)

  // On phones the list scrolls sideways: keep the selected tab in sight, without moving the page itself.
  useEffect(() => {
    const el = list.current
    const tab = el?.querySelector<HTMLElement>(`#${tabId(current)}`)
    if (!el || !tab) return
    if (tab.offsetLeft < el.scrollLeft || tab.offsetLeft + tab.offsetWidth > el.scrollLeft + el.clientWidth)
      el.scrollLeft = tab.offsetLeft - 16
  }, [current])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = tabs[(to + tabs.length) % tabs.length]!
    void navigate({ search: (prev) => ({ ...prev, type: next }) })
    list.current?.querySelector<HTMLElement>(`#${tabId(next)}`)?.focus()
  }

  return (
    <div ref={list} role="tablist" aria-label={t`Tournament views`} className="game-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === current
        return (
          <Link
            key={tab}
            id={tabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className="game-tabs__tab"
            from="/tours/game/game"
            to="/tours/game/game"
            search={(prev) => ({ ...prev, type: tab })}
          >
            {labels[tab]}
          </Link>
        )
      })}
    </div>
  )
}
