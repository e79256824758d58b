/**
 * Whether this browser can draw the 3D track, asked before the canvas mounts so a missing WebGL shows
 * a message and the 2D board instead of a blank frame. `?webgl=0` forces the fallback (tests, support).
 */
export function webglAvailable(search: string = globalThis.location?.search ?? ''): boolean {
  if (new URLSearchParams(search).get('webgl') === '0') return false
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/** `?bench=1` exposes window.__track3d for the benchmark (bench/browser-track3d.ts). */
export const benchRequested = (search: string = globalThis.location?.search ?? ''): boolean => new URLSearchParams(search).get('bench') === '1'
