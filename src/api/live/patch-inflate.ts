import { PATCH_DICTIONARY, storedDictionaryBlock } from '@contract/live-patch-deflate'

/**
 * Decodes `leaderboard:zpatch` and `leaderboard:zsnapshot` (contract/live-patch-deflate.ts) with the
 * browser's own inflater.
 * DecompressionStream takes no preset dictionary, so the dictionary goes in first as a stored block
 * and its characters are dropped from the output: the window then holds exactly what a dictionary
 * would.
 */
let dictionaryBlock: Uint8Array | undefined

/** Whether this browser can inflate raw deflate (Chrome 103+, Safari 16.4+, Firefox 113+). */
export function canInflatePatches(): boolean {
  try {
    return (
      typeof DecompressionStream === 'function' && new DecompressionStream('deflate-raw') instanceof DecompressionStream
    )
  } catch {
    return false
  }
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * The message a `leaderboard:zpatch` or `zsnapshot` carries; rejects on anything that is not one of this dictionary.
 */
export async function inflateFeed<T>(deflatedBase64: string): Promise<T> {
  const stream = new DecompressionStream('deflate-raw')
  const writer = stream.writable.getWriter()
  dictionaryBlock ??= storedDictionaryBlock()
  // A corrupt input fails the readable side too, which is what the caller awaits.
  const ignore = () => undefined
  writer.write(dictionaryBlock as Uint8Array<ArrayBuffer>).catch(ignore)
  writer.write(fromBase64(deflatedBase64)).catch(ignore)
  writer.close().catch(ignore)
  const text = await new Response(stream.readable).text()
  if (!text.startsWith(PATCH_DICTIONARY)) throw new Error('not a patch of this dictionary')
  return JSON.parse(text.slice(PATCH_DICTIONARY.length)) as T
}
