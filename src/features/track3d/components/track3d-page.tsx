import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useCallback, useMemo, useRef, useState, type CSSProperties } from 'react'
import { ballLocation } from '@domain/codes/ball-location'
import { tourName } from '@domain/tours'
import { Logo } from '@/components/ui/logo'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { layoutCourse } from '../course-layout'
import type { SceneLabel } from '../scene/projected-labels'
import { holeScoring } from '../hole-stats'
import { trackModel, windArrowPlacement } from '../track-model'
import type { Track3dSearch, TrackView } from '../track3d-search'
import { useStageAspect } from '../use-stage-aspect'
import { useTrackData } from '../use-track-data'
import { benchRequested, softwareWebgl, webglAvailable } from '../webgl-support'
import { windArrowBearing } from '../weather-display'
import { HoleCard } from './hole-card'
import { LeaderboardPanel } from './leaderboard-panel'
import { PlayerCard } from './player-card'
import { SceneBoundary } from './scene-boundary'
import { ViewBar } from './view-bar'
import { WeatherCard } from './weather-card'
import '../track3d.css'
import '../track3d-board.css'
import '../track3d-phone.css'

// three and @react-three/fiber load only here, in their own chunk.
const TrackScene = lazy(() => import('../scene/track-scene'))

interface Track3dPageProps {
  search: Track3dSearch
  onSearch: (patch: Partial<Omit<Track3dSearch, 'tourId'>>) => void
}

const EMPTY = new Set<number>()

/** Labels of balls that came to rest close together (putts) stack upwards instead of covering each other. */
const stackIndex = (shots: ReadonlyArray<{ to: readonly [number, number] }>, i: number) =>
  shots.slice(0, i).filter((s) => Math.hypot(s.to[0] - shots[i]!.to[0], s.to[1] - shots[i]!.to[1]) < 18).length

/** /tour/leaderboardTrack3d: the live field on a 3D course beside a compact board, for broadcast partners. */
export function Track3dPage({ search, onSearch }: Track3dPageProps) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`3D track`)
  const [webgl] = useState(() => webglAvailable())
  const [bench] = useState(() => benchRequested())
  const [software] = useState(() => webgl && softwareWebgl())
  const stats = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const data = useTrackData(search.tourId, search.gameId, i18n.locale)
  const rows = data.board?.rows
  const selected = search.player ?? null
  const view: TrackView = search.view ?? 'course'
  const holes = data.course.data?.holes
  const layout = useMemo(() => (holes && holes.length > 0 ? layoutCourse(holes) : null), [holes])
  const group = useMemo(() => {
    const g = data.teeSheet.data?.groups.find((x) => x.players.some((p) => p.playerId === selected))
    return g ? new Set(g.players.map((p) => p.playerId)) : EMPTY
  }, [data.teeSheet.data, selected])
  const aspect = useStageAspect(stage)
  const model = useMemo(
    () =>
      layout && holes && rows
        ? trackModel({
            rows,
            course: holes,
            layout,
            shots: data.shotIndex,
            selected,
            group,
            view,
            hole: search.hole,
            aspect,
          })
        : null,
    [layout, holes, rows, data.shotIndex, selected, group, view, search.hole, aspect],
  )
  const select = useCallback((playerId: number) => onSearch({ player: playerId }), [onSearch])
  const selectedRow = rows?.find((r) => r.playerId === selected) ?? null
  const focus = holes?.find((h) => h.hole === model?.focusHole) ?? null
  const scoring = useMemo(() => holeScoring(data.shotIndex, model?.focusHole ?? 1), [data.shotIndex, model?.focusHole])
  const latest = data.weather.data?.latest
  const wind = useMemo(
    () => (latest ? { bearing: windArrowBearing(latest.windDirection), speedMs: latest.windSpeedMs } : null),
    [latest],
  )
  const gameName = data.game.data ? (i18n.locale === 'en' ? data.game.data.nameEn : data.game.data.nameKo) : null
  const round = data.round
  const lie = (code: number) => (i18n.locale === 'en' ? ballLocation(code).en : ballLocation(code).ko)

  const labels = useMemo(() => {
    if (!model) return []
    const out: SceneLabel[] = model.holeAnchors.map((h) => ({ id: `hole-${h.hole}`, at: [h.at[0], h.at[1], 14] }))
    for (const s of model.trail?.shots ?? []) out.push({ id: `shot-${s.shotNo}`, at: [s.to[0], s.to[1], 4] })
    if (model.selectedAt) out.push({ id: 'selected', at: [model.selectedAt[0], model.selectedAt[1], 18] })
    if (layout) out.push({ id: 'clubhouse', at: [layout.clubhouse[0], layout.clubhouse[1], 26] })
    if (wind && layout) {
      const arrow = windArrowPlacement(layout, wind.speedMs)
      out.push({ id: 'wind', at: [arrow.at[0], arrow.at[1] - arrow.size * 0.6, arrow.height] })
    }
    return out
  }, [model, layout, wind])

  const renderLabels = () =>
    model ? (
      <>
        {model.holeAnchors.map((h) => (
          <span
            key={h.hole}
            data-label={`hole-${h.hole}`}
            className={
              `t3d-label t3d-label--hole` +
              `${h.hole === model.focusHole && model.view !== 'course' ? ' t3d-label--focus' : ''}`
            }
          >
            {h.hole}
          </span>
        ))}
        {model.trail?.shots.map((s, i, all) => (
          <span
            key={s.shotNo}
            data-label={`shot-${s.shotNo}`}
            className="t3d-label t3d-label--shot"
            style={{ '--stack': stackIndex(all, i) } as CSSProperties}
          >
            <b>{s.shotNo}</b> {lie(s.resultLie)} · {t`${s.distanceM.toFixed(0)} m`}
          </span>
        ))}
        <span data-label="clubhouse" className="t3d-label t3d-label--place">
          {t`Clubhouse`}
        </span>
        {latest ? (
          <span data-label="wind" className="t3d-label t3d-label--wind">
            {t`Wind ${latest.windSpeedMs.toFixed(1)} m/s`}
          </span>
        ) : null}
        {selectedRow && model.selectedAt ? (
          <span data-label="selected" className="t3d-label t3d-label--player">
            {selectedRow.name}{' '}
            <b>
              {selectedRow.toPar === null
                ? ''
                : selectedRow.toPar === 0
                  ? 'E'
                  : selectedRow.toPar > 0
                    ? `+${selectedRow.toPar}`
                    : selectedRow.toPar}
            </b>
          </span>
        ) : null}
      </>
    ) : null

  const panel = rows ? <LeaderboardPanel rows={rows} selected={selected} onSelect={select} /> : null
  const noGame = data.gameId === null && !data.current.isPending
  const failed =
    data.course.isError ||
    data.live.query.isError ||
    data.game.isError ||
    (data.course.data !== undefined && data.course.data.holes.length === 0)
  const loading = !noGame && !failed && (!model || data.course.isPending)

  return (
    <div className="t3d" style={tourStyle(search.tourId)}>
      {/* Not a <header>: the page has no site banner (header-less broadcast page), this is its title bar. */}
      <div className="t3d-top">
        <Logo inverse className="t3d-top__logo" />
        <div className="t3d-top__title">
          <span className="t3d-top__tour">{tourName(search.tourId, i18n.locale)}</span>
          <h1>{gameName ?? <Trans>3D track</Trans>}</h1>
        </div>
        {round !== null ? (
          <span className="t3d-top__round">
            <Trans>Round {round}</Trans>
          </span>
        ) : null}
        {data.board?.status === 2 ? (
          <span className={`t3d-top__live t3d-top__live--${data.live.connection}`}>
            <Trans>Live</Trans>
          </span>
        ) : null}
      </div>

      <div className="t3d-body">
        <div className="t3d-stage" ref={stage}>
          {noGame ? (
            <p className="t3d-message">
              <Trans>No tournament is being played on this tour right now.</Trans>
            </p>
          ) : !webgl ? (
            <div className="t3d-message" role="status" data-testid="webgl-fallback">
              <strong>
                <Trans>The 3D course cannot be shown in this browser.</Trans>
              </strong>
              <span>
                <Trans>WebGL is turned off or not supported. The leaderboard is still live beside this message.</Trans>
              </span>
            </div>
          ) : (
            <div
              ref={stats}
              className="t3d-canvas"
              data-testid="track3d-canvas"
              data-holes={layout?.holes.length ?? 0}
              data-players-drawn={model?.markers.length ?? 0}
              data-selected-player={selected ?? ''}
              data-trail-shots={model?.trail?.shots.length ?? 0}
              data-trail-hole={model?.trail?.hole ?? ''}
              data-view={model?.view ?? view}
              data-software-gl={software}
            >
              {failed ? (
                <p className="t3d-message" role="alert">
                  <Trans>This tournament's course or leaderboard could not be loaded.</Trans>
                </p>
              ) : loading ? (
                <p className="t3d-message" role="status">
                  <Trans>Loading the course…</Trans>
                </p>
              ) : model && layout && holes ? (
                <SceneBoundary
                  fallback={
                    <p className="t3d-message" role="alert">
                      <Trans>The 3D course could not be started. The leaderboard is still live.</Trans>
                    </p>
                  }
                >
                  <Suspense
                    fallback={
                      <p className="t3d-message" role="status">
                        <Trans>Loading the 3D course…</Trans>
                      </p>
                    }
                  >
                    <TrackScene
                      course={holes}
                      layout={layout}
                      markers={model.markers}
                      trails={model.trails}
                      goal={model.goal}
                      wind={wind}
                      labels={labels}
                      renderLabels={renderLabels}
                      onSelect={select}
                      stats={stats}
                      bench={bench}
                      software={software}
                    />
                  </Suspense>
                </SceneBoundary>
              ) : null}
            </div>
          )}
          {webgl && model ? (
            <div className="t3d-hud">
              <div className="t3d-hud__top">
                <WeatherCard weather={data.weather} />
                <p className="t3d-field-count">
                  <Trans>
                    {model.markers.length} on course · {model.placement.waiting} yet to start ·{' '}
                    {model.placement.finished} finished
                  </Trans>
                </p>
              </div>
              <div className="t3d-hud__bottom">
                <div className="t3d-hud__cards">
                  {selectedRow ? (
                    <PlayerCard row={selectedRow} trail={model.trail} onClose={() => onSearch({ player: undefined })} />
                  ) : null}
                  {focus && model.view !== 'course' ? <HoleCard hole={focus} scoring={scoring} /> : null}
                </div>
                <ViewBar
                  view={model.view}
                  hole={model.focusHole}
                  canFollow={selected !== null}
                  onView={(v) => onSearch({ view: v })}
                  onHole={(h) => onSearch({ hole: h, view: 'hole' })}
                />
              </div>
            </div>
          ) : null}
          {!webgl ? <WeatherCard weather={data.weather} /> : null}
        </div>
        <aside className="t3d-side">{panel}</aside>
      </div>
    </div>
  )
}
