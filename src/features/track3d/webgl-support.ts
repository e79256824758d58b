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

/**
 * Whether WebGL runs on the CPU (SwiftShader, llvmpipe: no GPU, or a GPU the browser refused). There
 * every sample costs CPU time, so the scene drops multisampling and stays at one pixel per CSS pixel.
 */
export function softwareWebgl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl')
    if (!gl) return false
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const renderer = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER))
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return /swiftshader|llvmpipe|software|basic render/i.test(renderer)
  } catch {
    return false
  }
}

/** `?bench=1` exposes window.__track3d for the benchmark (bench/browser-track3d.ts). */
export const benchRequested = (search: string = globalThis.location?.search ?? ''): boolean =>
  new URLSearchParams(search).get('bench') === '1'
