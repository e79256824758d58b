import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { broadcastCurrentGameQueryOptions, broadcastRetryDelay, retryBroadcastRead } from '@/api/broadcast-board'
// First: the unit, the themes and the keyframes every part of the page uses.
import '../broadcast.css'
import { useBroadcastParams } from '../hooks/use-broadcast-params'
import { BroadcastBoard } from './broadcast-board'
import { HoldingCard } from './holding-card'
import { SettingsPanel } from './settings-panel'

/**
 * /tour/leaderboardSKT and /tours/leaderboardSKT: the leaderboard partners put on air. No site
 * chrome; the URL chooses the game and the look (broadcast-params.ts); `s` or `?` opens the settings
 * that build that URL. Something branded is always on screen, never an empty frame.
 */
interface BroadcastPageProps {
  /** The query string as the router sees it (in-app navigation); else the window's. */
  search?: string
  /** The page is the document's main landmark (its own lean page); inside the portal the shell has one. */
  landmark?: boolean
}

export function BroadcastPage({ search, landmark = false }: BroadcastPageProps) {
  const Root = landmark ? 'main' : 'div'
  const { t } = useLingui()
  const [params, setParams] = useBroadcastParams(search)
  const [settingsOpen, setSettingsOpen] = useState(params.settings)
  useDocumentTitle(t`Live leaderboard`)

  const current = useQuery({
    ...broadcastCurrentGameQueryOptions(params.tourId),
    enabled: params.gameId === null,
    retry: retryBroadcastRead,
    retryDelay: broadcastRetryDelay,
    // The tour's current game changes between days: look again now and then on a screen left on.
    refetchInterval: 5 * 60_000,
  })
  const gameId = params.gameId ?? current.data?.gameId ?? null

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target?.closest('input, select, textarea') || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key === 's' || event.key === 'S' || event.key === '?') setSettingsOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  // The theme reaches <html>: a transparent overlay needs the whole document see-through.
  useEffect(() => {
    const root = document.documentElement
    root.dataset.broadcastTheme = params.theme
    return () => {
      delete root.dataset.broadcastTheme
    }
  }, [params.theme])

  return (
    <Root className={`bc bc--${params.theme}`} style={tourStyle(params.tourId)} data-theme={params.theme}>
      <div className="bc__safe">
        {gameId !== null ? (
          <BroadcastBoard gameId={gameId} params={params} />
        ) : (
          <HoldingCard kind={current.isPending || current.isError ? 'connecting' : 'no-game'} tourId={params.tourId} />
        )}
      </div>
      {settingsOpen ? (
        <SettingsPanel
          params={params}
          onChange={(next) => setParams({ ...next, settings: false })}
          onClose={() => {
            setSettingsOpen(false)
            if (params.settings) setParams({ ...params, settings: false })
          }}
        />
      ) : null}
    </Root>
  )
}
