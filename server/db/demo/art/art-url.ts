/**
 * The demo's pictures are drawn by the server (decision 0036): a URL names the scene, the tour whose colours
 * it wears and a seed for its variations, so the same URL always answers the same bytes and is cached for a
 * year. ART_VERSION is part of the path: change it when the drawings change, and every URL changes with it.
 */
export const ART_VERSION = 1

export const ART_SCENES = [
  'tee',
  'approach',
  'bunker',
  'putt',
  'gallery',
  'trophy',
  'course',
  'portrait',
  'clubhouse',
  'scoreboard',
] as const
export type ArtScene = (typeof ART_SCENES)[number]

/** A photo is 3:2; `wide` is 16:9 (video posters). */
export type ArtFormat = 'photo' | 'wide'
export const ART_SIZE: Record<ArtFormat, { width: number; height: number }> = {
  photo: { width: 1200, height: 800 },
  wide: { width: 1280, height: 720 },
}

export interface ArtSpec {
  scene: ArtScene
  tourId: number
  seed: number
  format: ArtFormat
}

export const ART_NAME = /^([a-z]+)-(\d{1,3})-(\d{1,9})(-wide)?\.svg$/

export function artUrl({ scene, tourId, seed, format }: ArtSpec): string {
  return `/api/media/art/${ART_VERSION}/${scene}-${tourId}-${seed}${format === 'wide' ? '-wide' : ''}.svg`
}

/** The spec in a file name (`putt-11-42.svg`), or null when the name is not one of ours. */
export function parseArtName(name: string): ArtSpec | null {
  const m = ART_NAME.exec(name)
  if (!m || !(ART_SCENES as readonly string[]).includes(m[1]!)) return null
  return { scene: m[1] as ArtScene, tourId: Number(m[2]), seed: Number(m[3]), format: m[4] ? 'wide' : 'photo' }
}
