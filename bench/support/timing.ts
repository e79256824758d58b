/** Per-call timings of a synchronous function, after a warm-up that lets V8 optimise it. */
import { quantile } from './live-app'

export interface Timing {
  p50: number
  p95: number
  max: number
  iterations: number
}

export function timeCalls(fn: () => unknown, iterations = 3000, warmup = 500): Timing {
  let sink = 0
  for (let i = 0; i < warmup; i++) sink += fn() ? 1 : 0
  const samples = new Float64Array(iterations)
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now()
    sink += fn() ? 1 : 0
    samples[i] = performance.now() - t0
  }
  // Keeps the results alive, so V8 cannot drop the calls as dead code.
  if (sink < 0) console.log(sink)
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1]!, iterations }
}
