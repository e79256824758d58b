import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Demo photos of a tournament: six drawings shipped in public/media/demo (issue #8 brings the real media
 * library). The order rotates with the game id so tournaments do not all open on the same picture;
 * an upcoming tournament shows only the course (there is no play to show yet).
 */
export interface DemoPhoto {
  id: string
  src: string
  caption: MessageDescriptor
  /** Shows play (a round under way or completed), not just the course. */
  play: boolean
}

const PHOTOS: readonly DemoPhoto[] = [
  { id: 'tee-dawn', src: '/media/demo/tee-dawn.svg', caption: msg`The first tee shot at dawn`, play: true },
  { id: 'green-18', src: '/media/demo/green-18.svg', caption: msg`A putt on the 18th green`, play: true },
  { id: 'gallery-10', src: '/media/demo/gallery-10.svg', caption: msg`The gallery along the 10th fairway`, play: true },
  { id: 'bunker', src: '/media/demo/bunker.svg', caption: msg`Splashing out of a greenside bunker`, play: true },
  { id: 'trophy', src: '/media/demo/trophy.svg', caption: msg`The trophy awaits the champion`, play: true },
  { id: 'sunset-course', src: '/media/demo/sunset-course.svg', caption: msg`The course at sunset`, play: false },
]

export function photosFor(gameId: number, status: number): DemoPhoto[] {
  const list = status === 1 || status === 4 || status === 9 ? PHOTOS.filter((p) => !p.play || p.id === 'trophy') : [...PHOTOS]
  const shift = gameId % list.length
  return [...list.slice(shift), ...list.slice(0, shift)]
}
