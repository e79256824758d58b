import { n } from './palette'

type P = readonly [number, number]

/** Joints of a golfer standing on y = 0, about 180 units tall, facing right (+x). */
interface Pose {
  head: P
  neck: P
  hip: P
  back: { knee: P; foot: P; elbow: P; hand: P }
  front: { knee: P; foot: P; elbow: P; hand: P }
  /** The club from the hands to its head; null when the hands hold something else. */
  club: P | null
  lean: number
}

export type PoseName = 'address' | 'finish' | 'putt' | 'walk' | 'trophy' | 'splash' | 'crouch'

const POSES: Record<PoseName, Pose> = {
  address: {
    head: [30, -160],
    neck: [20, -146],
    hip: [-10, -92],
    lean: 24,
    back: { knee: [-16, -48], foot: [-24, 0], elbow: [12, -112], hand: [26, -76] },
    front: { knee: [14, -48], foot: [18, 0], elbow: [28, -110], hand: [28, -76] },
    club: [62, -2],
  },
  finish: {
    head: [8, -174],
    neck: [4, -154],
    hip: [2, -94],
    lean: -4,
    back: { knee: [-2, -44], foot: [-18, -6], elbow: [-4, -150], hand: [-22, -184] },
    front: { knee: [16, -48], foot: [16, 0], elbow: [24, -162], hand: [-18, -180] },
    club: [-82, -138],
  },
  splash: {
    head: [10, -166],
    neck: [6, -148],
    hip: [-2, -90],
    lean: 4,
    back: { knee: [-10, -42], foot: [-22, 0], elbow: [2, -140], hand: [-8, -170] },
    front: { knee: [18, -44], foot: [20, 0], elbow: [26, -150], hand: [-4, -168] },
    club: [-64, -106],
  },
  putt: {
    head: [34, -150],
    neck: [24, -138],
    hip: [-8, -90],
    lean: 30,
    back: { knee: [-12, -46], foot: [-18, 0], elbow: [16, -104], hand: [28, -72] },
    front: { knee: [14, -46], foot: [16, 0], elbow: [30, -104], hand: [30, -72] },
    club: [36, -2],
  },
  walk: {
    head: [6, -174],
    neck: [4, -154],
    hip: [0, -94],
    lean: 0,
    back: { knee: [-10, -48], foot: [-24, 0], elbow: [-10, -122], hand: [-16, -92] },
    front: { knee: [12, -50], foot: [22, -2], elbow: [14, -122], hand: [20, -96] },
    club: [44, -8],
  },
  trophy: {
    head: [0, -174],
    neck: [0, -154],
    hip: [0, -94],
    lean: 0,
    back: { knee: [-10, -48], foot: [-16, 0], elbow: [-30, -176], hand: [-14, -206] },
    front: { knee: [10, -48], foot: [16, 0], elbow: [30, -176], hand: [14, -206] },
    club: null,
  },
  crouch: {
    head: [24, -104],
    neck: [18, -92],
    hip: [-10, -52],
    lean: 20,
    back: { knee: [-30, -28], foot: [-8, 0], elbow: [4, -70], hand: [22, -56] },
    front: { knee: [26, -60], foot: [22, 0], elbow: [30, -66], hand: [34, -48] },
    club: null,
  },
}

export interface Outfit {
  shirt: string
  trousers: string
  cap: string
  skin: string
  shoes?: string
}

const line = (a: P, b: P, c: P, colour: string, width: number) =>
  `<path d="M${n(a[0])} ${n(a[1])} Q${n(b[0])} ${n(b[1])} ${n(c[0])} ${n(c[1])}" fill="none"` +
  ` stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/**
 * A flat golfer (no face: a silhouette in the tour's colours) at (x, y) on the ground, `scale` × 180 units
 * tall; `flip` turns it to face left.
 */
export function golfer(pose: PoseName, x: number, y: number, scale: number, outfit: Outfit, flip = false): string {
  const p = POSES[pose]
  const shoulder: P = [p.neck[0] - 4, p.neck[1] + 8]
  const shoes = outfit.shoes ?? '#f8fafc'
  const parts = [
    // Back leg and arm first, so the body covers them.
    line(p.hip, p.back.knee, p.back.foot, outfit.trousers, 17),
    `<ellipse cx="${n(p.back.foot[0] + 6)}" cy="${n(p.back.foot[1] - 2)}" rx="12" ry="5" fill="${shoes}"/>`,
    line(shoulder, p.back.elbow, p.back.hand, outfit.shirt, 11),
    // Torso: a rounded wedge from the hip to the shoulders.
    `<path d="M${n(p.hip[0] - 13)} ${n(p.hip[1] + 4)} L${n(p.hip[0] + 13)} ${n(p.hip[1] + 4)}` +
      ` L${n(p.neck[0] + 15)} ${n(p.neck[1] + 6)}` +
      ` Q${n(p.neck[0])} ${n(p.neck[1] - 6)} ${n(p.neck[0] - 17)} ${n(p.neck[1] + 8)} Z"` +
      ` fill="${outfit.shirt}" stroke="${outfit.shirt}" stroke-width="8" stroke-linejoin="round"/>`,
    `<rect x="${n(p.hip[0] - 14)}" y="${n(p.hip[1] - 2)}" width="28" height="7" rx="3" fill="#111827" opacity="0.55"/>`,
    line(p.hip, p.front.knee, p.front.foot, outfit.trousers, 18),
    `<ellipse cx="${n(p.front.foot[0] + 6)}" cy="${n(p.front.foot[1] - 2)}" rx="12" ry="5" fill="${shoes}"/>`,
    // Head and cap.
    `<circle cx="${n(p.head[0])}" cy="${n(p.head[1])}" r="14" fill="${outfit.skin}"/>`,
    `<path d="M${n(p.head[0] - 14)} ${n(p.head[1] - 2)}` +
      ` Q${n(p.head[0])} ${n(p.head[1] - 22)} ${n(p.head[0] + 14)} ${n(p.head[1] - 2)} Z"` +
      ` fill="${outfit.cap}"/>`,
    `<path d="M${n(p.head[0] + 8)} ${n(p.head[1] - 4)} L${n(p.head[0] + 26)} ${n(p.head[1] - 1)}"` +
      ` stroke="${outfit.cap}" stroke-width="5" stroke-linecap="round"/>`,
  ]
  if (p.club) {
    const hand = p.front.hand
    parts.push(
      `<path d="M${n(hand[0])} ${n(hand[1])} L${n(p.club[0])} ${n(p.club[1])}" stroke="#9ca3af"` +
        ` stroke-width="3.2" stroke-linecap="round"/>`,
      `<circle cx="${n(p.club[0])}" cy="${n(p.club[1])}" r="4.5" fill="#4b5563"/>`,
    )
  }
  parts.push(
    line(shoulder, p.front.elbow, p.front.hand, outfit.shirt, 12),
    `<circle cx="${n(p.front.hand[0])}" cy="${n(p.front.hand[1])}" r="6" fill="#f8fafc"/>`,
  )
  const mirror = flip ? ' scale(-1 1)' : ''
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})${mirror}">${parts.join('')}</g>`
}

/** A spectator: head and body in one colour block, seen from behind the rope or across the fairway. */
export function spectator(x: number, y: number, size: number, colour: string, skin: string): string {
  return (
    `<rect x="${n(x - size * 0.55)}" y="${n(y - size * 1.6)}" width="${n(size * 1.1)}"` +
    ` height="${n(size * 1.6)}" rx="${n(size * 0.4)}" fill="${colour}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - size * 2)}" r="${n(size * 0.45)}" fill="${skin}"/>`
  )
}
