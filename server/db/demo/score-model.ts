import type { Rng } from './rng'

/**
 * Hole outcomes as strokes relative to par, from -3 to +4. The base tables are a "tilt 0" tour
 * player on an average hole (about 71.5 on a par 72): par 3 birdies 12 %, par 4 15 %, par 5 40 %,
 * doubles about 2 %, a hole-in-one about 1 in 3,000 par-3 attempts. A player-round's tilt θ
 * reweights them by exp(-θ·k): θ > 0 is better golf (skill, easy conditions), θ < 0 worse.
 */
export const OUTCOMES = [-3, -2, -1, 0, 1, 2, 3, 4] as const

const BASE: Readonly<Record<3 | 4 | 5, readonly number[]>> = {
  3: [0, 0.00033, 0.12, 0.7, 0.155, 0.022, 0.0026, 0.0004],
  4: [0.00003, 0.003, 0.152, 0.66, 0.158, 0.0225, 0.0035, 0.0005],
  5: [0.0006, 0.034, 0.395, 0.475, 0.08, 0.012, 0.0015, 0.0002],
}

const baseFor = (par: number) => BASE[(par <= 3 ? 3 : par >= 5 ? 5 : 4) as 3 | 4 | 5]

/** Outcome probabilities for a par and tilt. */
export function distribution(par: number, theta: number): number[] {
  const base = baseFor(par)
  const weights = base.map((p, i) => p * Math.exp(-theta * (OUTCOMES[i] as number)))
  const total = weights.reduce((a, b) => a + b, 0)
  return weights.map((w) => w / total)
}

export function expectedToPar(par: number, theta: number): number {
  return distribution(par, theta).reduce((sum, p, i) => sum + p * (OUTCOMES[i] as number), 0)
}

/** Strokes on one hole. A par-3 "eagle" is a hole-in-one. Never fewer than 1 stroke. */
export function sampleStrokes(rng: Rng, par: number, theta: number): number {
  const base = baseFor(par)
  let total = 0
  const w: number[] = new Array(8)
  for (let i = 0; i < 8; i++) {
    const v = (base[i] as number) * Math.exp(-theta * (OUTCOMES[i] as number))
    w[i] = v
    total += v
  }
  let x = rng.next() * total
  for (let i = 0; i < 8; i++) {
    x -= w[i] as number
    if (x < 0) return Math.max(1, par + (OUTCOMES[i] as number))
  }
  return par + 4
}

// Reference course for calibrating skill: 4 par 3s, 10 par 4s, 4 par 5s of average difficulty.
const REFERENCE = [...Array<number>(4).fill(3), ...Array<number>(10).fill(4), ...Array<number>(4).fill(5)]
const roundMean = (theta: number) => REFERENCE.reduce((sum, par) => sum + expectedToPar(par, theta), 0)

const thetaCache = new Map<number, number>()

/**
 * The tilt at which a player's expected round on the reference par 72 is `skill` strokes relative to
 * par (e.g. -3.5 for a 68.5 scoring average). Monotonic, so bisection.
 */
export function thetaForSkill(skill: number): number {
  const key = Math.round(skill * 1000)
  const hit = thetaCache.get(key)
  if (hit !== undefined) return hit
  let lo = -2
  let hi = 2
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2
    if (roundMean(mid) > skill) lo = mid
    else hi = mid
  }
  const theta = (lo + hi) / 2
  thetaCache.set(key, theta)
  return theta
}

/** Round-to-round form: a player's tilt varies by this much (sd) from one round to the next. */
export const ROUND_FORM_SD = 0.1
