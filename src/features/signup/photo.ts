/**
 * The optional photo, made small in the browser before it is sent: at most PHOTO_MAX_EDGE pixels on the
 * long side, re-encoded as JPEG, lowering the quality until it fits PHOTO_MAX_BYTES. A phone's 5 MB
 * picture becomes ~50-150 KB, which the contract accepts as a data URL.
 */
import { PHOTO_DATA_URL_MAX_LENGTH, PHOTO_MAX_EDGE } from '@contract/member-signup'

export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'
const QUALITIES = [0.86, 0.75, 0.6, 0.45]

export type PhotoProblem = 'not_image' | 'too_big'

export async function downsizePhoto(file: File): Promise<{ dataUrl: string } | { problem: PhotoProblem }> {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return { problem: 'not_image' }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { problem: 'not_image' }
  }
  const scale = Math.min(1, PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(bitmap.width * scale))
  canvas.height = Math.max(1, Math.round(bitmap.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return { problem: 'not_image' }
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality)
    if (dataUrl.length <= PHOTO_DATA_URL_MAX_LENGTH) return { dataUrl }
  }
  return { problem: 'too_big' }
}
