import type { ArtScene } from './art-url'
import { golfer, spectator, type Outfit } from './figure'
import { fairway, flag, green, H, hills, sand, sky, stripes, tracer, tree, treeLine, W } from './landscape'
import { CROWD, n, SKIN, type Dice, type Sky } from './palette'

export interface SceneContext {
  d: Dice
  sky: Sky
  /** The tour's colour. */
  tour: string
  player: Outfit
  /** Animation time 0-1 (the demo videos' frames); a still picture uses its default. */
  t?: number
}

const backdrop = ({ d, sky: s }: SceneContext, horizon: number) =>
  sky(s, d) +
  hills(horizon - 40, 70, s.farHill, d) +
  treeLine(horizon, s.trees, d) +
  hills(horizon + 10, 30, s.nearHill, d)

function crowdRow(d: Dice, y: number, size: number, from = 0, to = W, gap = 1.3): string {
  const parts: string[] = []
  for (let x = from + d.range(0, size); x < to; x += size * gap * d.range(0.8, 1.3))
    parts.push(spectator(x, y + d.range(-3, 3), size, d.pick(CROWD), d.pick(SKIN)))
  return parts.join('')
}

const tee = (c: SceneContext) => {
  const horizon = 430
  const t = c.t ?? 1
  return [
    backdrop(c, horizon),
    fairway(horizon, 300, 1000, c.d.range(-120, 120), c.sky.fairway),
    stripes(horizon + 40, '#ffffff'),
    `<path d="M250 ${H} L360 640 H860 L960 ${H}Z" fill="${c.sky.fairway}"/>` +
      `<path d="M360 640 H860 L880 660 H340Z" fill="#000" opacity="0.06"/>`,
    `<circle cx="420" cy="676" r="9" fill="${c.tour}"/><circle cx="800" cy="676" r="9" fill="${c.tour}"/>`,
    golfer(t < 0.15 ? 'address' : 'finish', 560, 748, 1.9, c.player),
    t > 0.12
      ? tracer(
          [650, 736],
          [760, 160 + c.d.range(-30, 30)],
          [840 + c.d.range(-60, 60), horizon - 6],
          Math.min(1, (t - 0.12) / 0.8),
        )
      : `<circle cx="672" cy="742" r="6" fill="#fff"/>`,
  ].join('')
}

const approach = (c: SceneContext) => {
  const horizon = 420
  const gx = c.d.range(700, 880)
  const t = c.t ?? 1
  return [
    backdrop(c, horizon),
    fairway(horizon, 120, 1100, gx - 610, c.sky.fairway),
    stripes(horizon + 30, '#ffffff'),
    green(gx, horizon + 22, 120, 20, c.sky.fairway),
    sand(gx - 150, horizon + 34, 50, 10),
    sand(gx + 160, horizon + 30, 40, 9),
    flag(gx + c.d.range(-40, 40), horizon + 22, 0.9, c.tour, c.d.next()),
    golfer('finish', 360, 740, 2, c.player),
    `<path d="M430 742 q16 -6 30 0" stroke="#6b4f2a" stroke-width="6" fill="none" opacity="0.6"/>`,
    tracer([440, 720], [(440 + gx) / 2, 140], [gx, horizon + 14], t),
  ].join('')
}

const bunker = (c: SceneContext) => {
  const horizon = 380
  const splash: string[] = []
  for (let i = 0; i < 40; i++) {
    const a = c.d.range(Math.PI * 1.05, Math.PI * 1.95)
    const r = c.d.range(20, 150)
    splash.push(
      `<circle cx="${n(640 + Math.cos(a) * r)}" cy="${n(640 + Math.sin(a) * r * 0.9)}"` +
        ` r="${n(c.d.range(2, 7))}" fill="#f3e6c2" opacity="${n(c.d.range(0.5, 0.95))}"/>`,
    )
  }
  return [
    backdrop(c, horizon),
    `<rect y="${horizon + 20}" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    green(760, horizon + 90, 300, 60, c.sky.fairway),
    flag(820, horizon + 96, 1.2, c.tour, c.d.next()),
    `<path d="M0 560 Q600 470 1200 560 V${H} H0Z" fill="${c.sky.grass}"/>`,
    sand(600, 690, 560, 130),
    golfer('splash', 560, 720, 2.1, c.player),
    splash.join(''),
  ].join('')
}

const putt = (c: SceneContext) => {
  const horizon = 330
  const hole: [number, number] = [820 + c.d.range(-60, 40), 560]
  const t = c.t ?? 0.55
  const ball: [number, number] = [560 + (hole[0] - 560) * t, 660 + (hole[1] - 660) * t - Math.sin(t * Math.PI) * 18]
  return [
    backdrop(c, horizon),
    crowdRow(c.d, horizon + 48, 13, 0, W, 1.4),
    `<rect y="${horizon + 48}" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<ellipse cx="640" cy="640" rx="760" ry="260" fill="#9ad67f"/>`,
    stripes(horizon + 120, '#ffffff'),
    `<path d="M560 660 Q${n((560 + hole[0]) / 2)} ${n(hole[1] + 60)} ${n(hole[0])} ${n(hole[1])}"` +
      ` stroke="#ffffff" stroke-width="2" stroke-dasharray="6 10" fill="none" opacity="0.6"/>`,
    `<ellipse cx="${n(hole[0])}" cy="${n(hole[1])}" rx="13" ry="5" fill="#1f2937"/>`,
    flag(hole[0], hole[1], 2.2, c.tour, c.d.next()),
    golfer('putt', 470, 700, 2.2, c.player),
    t < 1 ? `<circle cx="${n(ball[0])}" cy="${n(ball[1])}" r="8" fill="#ffffff" stroke="#d1d5db"/>` : '',
  ].join('')
}

const galleryScene = (c: SceneContext) => {
  const horizon = 380
  const posts: string[] = []
  for (let x = 30; x < W; x += 150) posts.push(`<rect x="${x}" y="610" width="8" height="80" fill="#f8fafc"/>`)
  return [
    backdrop(c, horizon),
    `<rect y="${horizon + 10}" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<path d="M0 470 Q600 430 1200 470 L1200 600 Q600 560 0 600Z" fill="${c.sky.fairway}"/>`,
    stripes(470, '#ffffff'),
    golfer('walk', 700 + c.d.range(-200, 200), 560, 0.95, c.player, c.d.next() < 0.5),
    crowdRow(c.d, 700, 26, 0, W, 1.1),
    crowdRow(c.d, 760, 32, -20, W, 1.05),
    posts.join(''),
    `<path d="M0 628 ${Array.from({ length: 9 }, (_, i) => `Q${i * 150 + 109} 648 ${i * 150 + 184} 628`).join(' ')}"` +
      ` stroke="#fbbf24" stroke-width="4" fill="none"/>`,
    crowdRow(c.d, 840, 44, -30, W, 1.0),
  ].join('')
}

const trophy = (c: SceneContext) => {
  const confetti: string[] = []
  for (let i = 0; i < 70; i++) {
    const colour = c.d.pick([c.tour, '#fbbf24', '#ffffff', '#f87171', '#60a5fa'])
    confetti.push(
      `<rect x="${n(c.d.range(0, W))}" y="${n(c.d.range(0, 560))}" width="9" height="16"` +
        ` fill="${colour}"` +
        ` transform="rotate(${c.d.int(0, 90)} ${n(c.d.range(0, W))} ${n(c.d.range(0, 560))})"` +
        ` opacity="0.9"/>`,
    )
  }
  return [
    sky(c.sky, c.d),
    `<rect x="160" y="170" width="880" height="240" rx="14" fill="${c.tour}"/>`,
    `<rect x="160" y="370" width="880" height="40" fill="#000" opacity="0.15"/>`,
    `<path d="M160 230 H1040 M160 250 H1040" stroke="#ffffff" stroke-width="6" opacity="0.5"/>`,
    `<rect y="520" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<rect x="320" y="560" width="560" height="60" rx="6" fill="#7c4a23"/>` +
      `<rect x="320" y="560" width="560" height="12" fill="#a1652f"/>`,
    golfer('trophy', 600, 570, 1.9, c.player),
    `<g transform="translate(600 170)">` +
      `<path d="M-46 -96 h92 q0 78 -46 98 q-46 -20 -46 -98z" fill="#f3c545"/>` +
      `<rect x="-9" y="0" width="18" height="30" fill="#e0b232"/>` +
      `<rect x="-36" y="28" width="72" height="20" rx="4" fill="#3b2a1a"/>` +
      `<path d="M-46 -86 q-36 6 -24 44 q12 18 30 12 M46 -86 q36 6 24 44 q-12 18 -30 12" fill="none"` +
      ` stroke="#f3c545" stroke-width="7"/></g>`,
    crowdRow(c.d, 730, 30, -20, W, 1.1),
    crowdRow(c.d, 810, 40, -30, W, 1.0),
    confetti.join(''),
  ].join('')
}

const course = (c: SceneContext) => {
  const horizon = 420
  const trees: string[] = []
  for (let i = 0; i < 9; i++)
    trees.push(tree(c.d.range(0, W), c.d.range(470, 560), c.d.range(0.5, 1.1), c.sky.trees, c.d.next() < 0.5))
  const gx = c.d.range(760, 980)
  return [
    backdrop(c, horizon),
    `<rect y="${horizon + 20}" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<path d="M0 640 Q300 560 620 600 T1200 580 V700 Q700 660 0 720Z" fill="#5aa0c8" opacity="0.9"/>`,
    `<path d="M120 650 h140 M420 630 h90 M760 640 h160" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
    `<path d="M40 ${H} Q300 560 ${n(gx - 80)} 500 L${n(gx + 40)} 500 Q520 640 460 ${H}Z" fill="${c.sky.fairway}"/>`,
    green(gx, 500, 90, 18, c.sky.fairway),
    flag(gx, 500, 0.8, c.tour, c.d.next()),
    trees.join(''),
    `<g transform="translate(${n(c.d.range(120, 300))} 470)">` +
      `<rect x="-60" y="-50" width="120" height="50" fill="#f5efe6"/>` +
      `<path d="M-72 -50 L0 -92 L72 -50Z" fill="#8c3b2a"/>` +
      `<rect x="-10" y="-30" width="20" height="30" fill="#5b4636"/></g>`,
  ].join('')
}

const portrait = (c: SceneContext) => {
  const cap = c.player.cap
  return [
    `<defs><radialGradient id="bg" cx="0.7" cy="0.3" r="0.9">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="${c.tour}"/><rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g opacity="0.12" stroke="#ffffff" stroke-width="3" fill="none">` +
      Array.from({ length: 8 }, (_, i) => `<circle cx="920" cy="230" r="${80 + i * 70}"/>`).join('') +
      `</g>`,
    `<path d="M300 ${H} Q320 560 600 540 Q880 560 900 ${H}Z"` +
      ` fill="${c.player.shirt === c.tour ? '#ffffff' : c.player.shirt}"/>`,
    `<path d="M560 560 L600 620 L640 560" fill="none" stroke="#000" stroke-width="6" opacity="0.12"/>`,
    `<rect x="565" y="440" width="70" height="120" rx="30" fill="${c.player.skin}"/>`,
    `<ellipse cx="600" cy="370" rx="105" ry="125" fill="${c.player.skin}"/>`,
    `<ellipse cx="497" cy="385" rx="16" ry="26" fill="${c.player.skin}"/>` +
      `<ellipse cx="703" cy="385" rx="16" ry="26" fill="${c.player.skin}"/>`,
    `<path d="M490 330 Q600 150 710 330 Z" fill="${cap}"/>` +
      `<path d="M600 320 Q700 300 780 330 Q700 345 600 336Z" fill="${cap}"/>`,
    `<path d="M495 330 H705" stroke="#000" stroke-width="4" opacity="0.1"/>`,
  ].join('')
}

const clubhouse = (c: SceneContext) => {
  const horizon = 470
  const windows: string[] = []
  for (let i = 0; i < 6; i++)
    windows.push(`<rect x="${400 + i * 70}" y="430" width="36" height="48" rx="4" fill="#9cc4dd"/>`)
  return [
    backdrop(c, horizon),
    `<rect y="${horizon + 20}" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<rect x="360" y="400" width="480" height="130" fill="#f5efe6"/>` +
      `<path d="M330 400 L600 300 L870 400Z" fill="#8c3b2a"/>`,
    windows.join(''),
    `<rect x="570" y="470" width="60" height="60" fill="#5b4636"/>`,
    `<path d="M600 ${H} L560 530 H640 L620 ${H}Z" fill="#d8d2c4"/>`,
    `<rect x="940" y="250" width="6" height="280" fill="#e5e7eb"/>` +
      `<path d="M946 256 Q990 250 1030 268 Q990 288 946 284Z" fill="${c.tour}"/>`,
    tree(220, 560, 1.2, c.sky.trees, false),
    tree(1080, 570, 1.1, c.sky.trees, true),
    stripes(560, '#ffffff'),
  ].join('')
}

const scoreboard = (c: SceneContext) => {
  const rows: string[] = []
  for (let i = 0; i < 8; i++) {
    const y = 190 + i * 42
    rows.push(
      `<rect x="330" y="${y}" width="40" height="30" rx="3" fill="#f8fafc"/>` +
        `<rect x="384" y="${y}" width="${n(c.d.range(160, 260))}" height="30" rx="3" fill="#f8fafc"` +
        ` opacity="0.9"/>`,
    )
    for (let k = 0; k < 6; k++) {
      const colour = c.d.pick(['#dc2626', '#dc2626', '#f8fafc', '#2563eb'])
      rows.push(`<rect x="${690 + k * 34}" y="${y}" width="28" height="30" rx="3" fill="${colour}"/>`)
    }
  }
  return [
    backdrop(c, 560),
    `<rect y="580" width="${W}" height="${H}" fill="${c.sky.grass}"/>`,
    `<rect x="296" y="120" width="640" height="440" rx="10" fill="#0b3d2a"/>` +
      `<rect x="296" y="120" width="640" height="52" rx="10" fill="${c.tour}"/>`,
    `<rect x="360" y="560" width="24" height="60" fill="#374151"/>` +
      `<rect x="850" y="560" width="24" height="60" fill="#374151"/>`,
    rows.join(''),
    crowdRow(c.d, 720, 30, -10, W, 1.1),
    crowdRow(c.d, 800, 38, -30, W, 1.0),
  ].join('')
}

export const SCENES: Record<ArtScene, (c: SceneContext) => string> = {
  tee,
  approach,
  bunker,
  putt,
  gallery: galleryScene,
  trophy,
  course,
  portrait,
  clubhouse,
  scoreboard,
}
