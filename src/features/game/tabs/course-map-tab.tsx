import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRef, type KeyboardEvent } from 'react'
import type { CourseHoleDto } from '@contract/game-course'
import { courseInfoQueryOptions } from '@/api/game-course'
import { QueryState, TabEmpty } from '../components/query-state'
import { localName } from '../format'
import type { TabProps } from '../tab-props'
import { useGameSearch } from '../use-game-search'
import { CourseHoleSvg } from './course-hole-svg'
import { formatCount } from './info-format'
import './info-tabs.css'

const YARD_M = 0.9144

function HoleDetail({ hole }: { hole: CourseHoleDto }) {
  const { t, i18n } = useLingui()
  const n = hole.hole
  const bunkers = hole.hazards.filter((h) => h.kind === 'bunker').length
  const water = hole.hazards.filter((h) => h.kind === 'water').length
  const yards = formatCount(hole.yards, i18n.locale)
  const metres = formatCount(Math.round(hole.yards * YARD_M), i18n.locale)
  const par = hole.par
  return (
    <figure className="course-map__detail info-card" aria-labelledby="course-hole-title">
      <figcaption>
        <h3 id="course-hole-title" className="game-subtitle">{t`Hole ${n}`}</h3>
        <dl className="info-list info-list--compact">
          <div>
            <dt>{t`Par`}</dt>
            <dd>{hole.par}</dd>
          </div>
          <div>
            <dt>{t`Length`}</dt>
            <dd>{t`${yards} yd (${metres} m)`}</dd>
          </div>
          <div>
            <dt>{t`Handicap`}</dt>
            <dd>{hole.handicap}</dd>
          </div>
          <div>
            <dt>{t`Hazards`}</dt>
            <dd>
              {bunkers + water === 0
                ? t`None`
                : [bunkers > 0 ? t`${bunkers} bunkers` : null, water > 0 ? t`${water} water hazards` : null]
                    .filter(Boolean)
                    .join(', ')}
            </dd>
          </div>
        </dl>
      </figcaption>
      <CourseHoleSvg
        hole={hole}
        className="course-map__big"
        label={t`Drawing of hole ${n}: par ${par}, ${yards} yards, tee at the bottom`}
      />
    </figure>
  )
}

/** The course drawn from its geometry: the 18 holes as a picker, the chosen one large. */
export function CourseMapTab({ game, hole: asked }: TabProps) {
  const { t, i18n } = useLingui()
  const course = useQuery(courseInfoQueryOptions(game.gameId))
  const { setHole } = useGameSearch()
  const grid = useRef<HTMLDivElement>(null)
  const selected = asked ?? 1

  // A radio group: arrow keys move and choose, Tab leaves; the chosen hole is in the URL (`hole`).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }
    let next: number | undefined
    if (event.key in moves) next = ((selected - 1 + moves[event.key]! + 18) % 18) + 1
    if (event.key === 'Home') next = 1
    if (event.key === 'End') next = 18
    if (next === undefined) return
    event.preventDefault()
    setHole(next)
    grid.current?.querySelector<HTMLElement>(`[data-hole="${next}"]`)?.focus()
  }

  return (
    <section aria-label={t`Course Map`} className="game-tab">
      <QueryState
        query={course}
        isEmpty={(c) => c.holes.length === 0}
        empty={<TabEmpty title={t`The course has not been announced yet`} />}
      >
        {(c) => {
          const current = c.holes.find((h) => h.hole === selected) ?? c.holes[0]!
          const par = c.course.par
          const yards = formatCount(c.course.yards, i18n.locale)
          return (
            <>
              <p className="game-note">
                {localName(c.course, i18n.locale)} · {t`Par ${par}`} · {t`${yards} yards`}
              </p>
              <div className="course-map">
                <div
                  ref={grid}
                  role="radiogroup"
                  aria-label={t`Holes of the course`}
                  className="course-map__grid"
                  onKeyDown={onKeyDown}
                >
                  {c.holes.map((h) => {
                    const on = h.hole === current.hole
                    const n = h.hole
                    const holePar = h.par
                    return (
                      <button
                        key={h.hole}
                        type="button"
                        role="radio"
                        aria-checked={on}
                        tabIndex={on ? 0 : -1}
                        data-hole={h.hole}
                        className="course-map__hole"
                        aria-label={t`Hole ${n}, par ${holePar}`}
                        onClick={() => setHole(h.hole)}
                      >
                        <span className="course-map__no" aria-hidden="true">
                          {h.hole}
                        </span>
                        <CourseHoleSvg hole={h} className="course-map__thumb" pad={40} />
                        <span className="course-map__par" aria-hidden="true">{t`Par ${holePar}`}</span>
                      </button>
                    )
                  })}
                </div>
                <HoleDetail hole={current} />
              </div>
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
