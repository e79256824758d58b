import { n, type Dice, type Sky } from './palette'

/** The canvas every scene draws on; `wide` pictures show a 16:9 band of it. */
export const W = 1200
export const H = 800

export function sky(s: Sky, d: Dice): string {
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/>` +
      `</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  ]
  if (s.sun) {
    const x = d.range(160, 1040)
    const y = d.range(120, 260)
    parts.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="120" fill="${s.sun}" opacity="0.25"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="58" fill="${s.sun}"/>`,
    )
  }
  for (let i = d.int(2, 4); i > 0; i--)
    parts.push(cloud(d.range(40, 1100), d.range(70, 300), d.range(0.7, 1.4), s.sun ? 0.75 : 0.5))
  return parts.join('')
}

function cloud(x: number, y: number, k: number, opacity: number): string {
  return (
    `<g fill="#ffffff" opacity="${opacity}" transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">` +
    `<ellipse cx="0" cy="0" rx="70" ry="22"/><ellipse cx="-30" cy="-12" rx="34" ry="22"/>` +
    `<ellipse cx="22" cy="-18" rx="40" ry="28"/></g>`
  )
}

/** A rolling line of hills across the picture at `base`, `amp` high. */
export function hills(base: number, amp: number, colour: string, d: Dice): string {
  const points: string[] = [`M0 ${n(base)}`]
  const steps = 6
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i
    const cx = x - W / steps / 2
    points.push(`Q${n(cx)} ${n(base - amp * d.range(0.4, 1.2))} ${n(x)} ${n(base - amp * d.range(-0.2, 0.4))}`)
  }
  return `<path d="${points.join(' ')} V${H} H0Z" fill="${colour}"/>`
}

/** Round-topped trees along a line, smaller towards the horizon. */
export function treeLine(y: number, colour: string, d: Dice, from = 0, to = W, size = 1): string {
  const parts: string[] = []
  for (let x = from + d.range(0, 30); x < to; x += d.range(34, 70) * size) {
    const r = d.range(20, 38) * size
    parts.push(`<circle cx="${n(x)}" cy="${n(y - r * 0.6)}" r="${n(r)}" fill="${colour}"/>`)
  }
  return `<g opacity="0.95">${parts.join('')}</g>`
}

/** A conifer or a broadleaf tree standing at (x, y). */
export function tree(x: number, y: number, k: number, colour: string, conifer: boolean): string {
  if (conifer)
    return (
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">` +
      `<rect x="-5" y="-30" width="10" height="30" fill="#5b4636"/>` +
      `<path d="M0 -150 L38 -30 H-38Z" fill="${colour}"/></g>`
    )
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">` +
    `<rect x="-6" y="-50" width="12" height="50" fill="#5b4636"/>` +
    `<circle cx="0" cy="-90" r="48" fill="${colour}"/>` +
    `<circle cx="-30" cy="-64" r="30" fill="${colour}"/>` +
    `<circle cx="30" cy="-66" r="32" fill="${colour}"/></g>`
  )
}

/** A pin with its flag in the tour's colour; `wave` (0-1) moves the cloth. */
export function flag(x: number, y: number, k: number, colour: string, wave = 0.5): string {
  const w = 6 + wave * 8
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(k)})">` +
    `<ellipse cx="0" cy="0" rx="9" ry="3" fill="#1f2937" opacity="0.7"/>` +
    `<rect x="-1.5" y="-96" width="3" height="96" fill="#f8fafc"/>` +
    `<path d="M1.5 -96 Q${n(18 + w)} ${n(-92 + wave * 4)} 40 -84` +
    ` Q${n(18 + w)} ${n(-78 - wave * 4)} 1.5 -72Z" fill="${colour}"/></g>`
  )
}

/** A putting green seen from the fairway: an oval with a lighter collar. */
export function green(cx: number, cy: number, rx: number, ry: number, fairway: string): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + 10)}" ry="${n(ry + 5)}" fill="${fairway}"` +
    ` opacity="0.9"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#9ad67f"/>`
  )
}

export function sand(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#ead9ad"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy - ry * 0.2)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.6)}"` +
    ` fill="#f3e6c2"/>`
  )
}

/** A fairway running from the bottom of the picture to the horizon, curving by `bend`. */
export function fairway(
  horizon: number,
  bottomLeft: number,
  bottomRight: number,
  bend: number,
  colour: string,
): string {
  const topX = (bottomLeft + bottomRight) / 2 + bend
  return (
    `<path d="M${n(bottomLeft)} ${H}` +
    ` Q${n(bottomLeft + bend * 0.6)} ${n(horizon + 160)} ${n(topX - 40)} ${n(horizon)}` +
    ` L${n(topX + 40)} ${n(horizon)}` +
    ` Q${n(bottomRight + bend * 0.6)} ${n(horizon + 160)} ${n(bottomRight)} ${H}Z"` +
    ` fill="${colour}"/>`
  )
}

/** Mowing stripes: light bands across the ground below `from`. */
export function stripes(from: number, colour: string): string {
  const parts: string[] = []
  for (let y = from, h = 14; y < H; y += h * 2, h *= 1.18)
    parts.push(`<rect x="0" y="${n(y)}" width="${W}" height="${n(h)}" fill="${colour}" opacity="0.08"/>`)
  return parts.join('')
}

/** The tracer of a ball in flight, from `a` over `peak` to `b`, drawn to `t` (0-1) of its length. */
export function tracer(
  a: readonly [number, number],
  peak: readonly [number, number],
  b: readonly [number, number],
  t = 1,
): string {
  const c: [number, number] = [2 * peak[0] - (a[0] + b[0]) / 2, 2 * peak[1] - (a[1] + b[1]) / 2]
  const at = (u: number): [number, number] => [
    (1 - u) ** 2 * a[0] + 2 * (1 - u) * u * c[0] + u * u * b[0],
    (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * c[1] + u * u * b[1],
  ]
  const steps = Math.max(2, Math.round(40 * t))
  const pts = Array.from({ length: steps + 1 }, (_, i) => at((i / steps) * t))
  const d = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join(' ')
  const [bx, by] = pts[pts.length - 1]!
  return (
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round"` +
    ` opacity="0.85"/><circle cx="${n(bx)}" cy="${n(by)}" r="6" fill="#ffffff"/>`
  )
}
