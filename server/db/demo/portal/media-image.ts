import { z } from 'zod'
import { type Bilingual, bilingual, fillBoth, readDataFile, readOnce } from '../../data-file'
import { ART_SCENES, ART_SIZE, artUrl, type ArtFormat, type ArtScene } from '../art/art-url'
import type { Named } from './media-facts'
import { ordinal } from './media-text'

export interface ImageFields {
  imageUrl: string
  imageWidth: number
  imageHeight: number
  altKo: string
  altEn: string
}

interface AltContext {
  player?: Named | undefined
  course?: { ko: string; en: string } | undefined
  hole?: number | undefined
}

const sceneAlt = z.strictObject({
  text: bilingual,
  player: bilingual.optional(),
  nobody: bilingual.optional(),
  alone: bilingual.optional(),
})
const altFile = z.strictObject({
  scenes: z.strictObject(
    Object.fromEntries(ART_SCENES.map((scene) => [scene, sceneAlt])) as Record<ArtScene, typeof sceneAlt>,
  ),
  hole: bilingual,
  course: bilingual,
})
type AltTexts = z.infer<typeof altFile>

const FILE = new URL('../text/media-alts.yaml', import.meta.url)

/** The pictures' alt texts (server/db/demo/text/media-alts.yaml, decision 0047). */
export const readAltFile = readOnce((): AltTexts => readDataFile(FILE, altFile))

/** What each drawn scene shows, in words, for readers who cannot see it. */
function altOf(scene: ArtScene, c: AltContext): Bilingual {
  const texts = readAltFile()
  const alt = texts.scenes[scene]
  const p = c.player
  if (!p && alt.alone) return alt.alone
  const none = { ko: '', en: '' }
  const who = p && alt.player ? fillBoth(alt.player, { player: p.ko }, { player: p.en }) : (alt.nobody ?? none)
  const hole = c.hole ? fillBoth(texts.hole, { hole: c.hole }, { hole: ordinal(c.hole) }) : none
  const course = c.course ? fillBoth(texts.course, { course: c.course.ko }, { course: c.course.en }) : none
  return fillBoth(
    alt.text,
    { who: who.ko, hole: hole.ko, course: course.ko },
    { who: who.en, hole: hole.en, course: course.en },
  )
}

export function image(
  scene: ArtScene,
  tourId: number,
  seed: number,
  c: AltContext = {},
  format: ArtFormat = 'photo',
): ImageFields {
  const alt = altOf(scene, c)
  const { width, height } = ART_SIZE[format]
  return {
    imageUrl: artUrl({ scene, tourId, seed, format }),
    imageWidth: width,
    imageHeight: height,
    altKo: alt.ko,
    altEn: alt.en,
  }
}
