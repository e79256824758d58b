import { ART_SIZE, type ArtScene, type ArtSpec } from './art-url'
import type { Outfit } from './figure'
import { H, W } from './landscape'
import { dice, SKIES, SKIN, tourColour, TROUSERS, type Sky } from './palette'
import { SCENES } from './scenes'

/** Scenes played in the evening light or indoors-like settings get their own skies. */
const SKY_CHOICES: Record<ArtScene, ReadonlyArray<keyof typeof SKIES>> = {
  tee: ['dawn', 'morning', 'midday', 'overcast'],
  approach: ['morning', 'midday', 'golden', 'overcast'],
  bunker: ['morning', 'midday', 'golden'],
  putt: ['midday', 'golden', 'overcast', 'morning'],
  gallery: ['morning', 'midday', 'golden'],
  trophy: ['golden', 'dusk', 'midday'],
  course: ['golden', 'dawn', 'morning'],
  portrait: ['midday'],
  clubhouse: ['morning', 'golden', 'midday'],
  scoreboard: ['midday', 'overcast', 'golden'],
}

/**
 * Draws the picture a spec names: the same spec gives the same SVG, byte for byte. `t` (0-1) moves what
 * moves (the ball, the flag) for the demo videos' frames. Attributes only, no <style>: the API's CSP
 * (default-src 'none') would block a style sheet if someone opened the file itself.
 */
export function renderArt(spec: ArtSpec, t?: number): string {
  const d = dice(spec.seed * 31 + spec.scene.length * 7 + spec.tourId)
  const tour = tourColour(spec.tourId)
  const sky: Sky = SKIES[d.pick(SKY_CHOICES[spec.scene])]
  const player: Outfit = {
    shirt: d.pick([tour, tour, '#ffffff', '#1e3a5f', '#f2c14e']),
    trousers: d.pick(TROUSERS),
    cap: d.pick(['#ffffff', tour, '#111827']),
    skin: d.pick(SKIN),
  }
  if (player.shirt === player.trousers) player.trousers = '#1f2937'
  const body = SCENES[spec.scene]({ d, sky, tour, player, ...(t === undefined ? {} : { t }) })
  const { width, height } = ART_SIZE[spec.format]
  // A 16:9 picture shows the band of the 3:2 canvas where every scene keeps its subject.
  const viewBox = spec.format === 'wide' ? `0 ${(H - (W * 9) / 16) * 0.6} ${W} ${(W * 9) / 16}` : `0 0 ${W} ${H}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}"` +
    ` height="${height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`
  )
}
