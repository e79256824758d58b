/**
 * The compressed form of the live feed's patches (docs/decisions/0033), zod-free so any bundle can
 * carry it. A client that joins with `encoding: 'deflate'` receives, instead of `leaderboard:patch`,
 * `leaderboard:zpatch` with two arguments: the game id and the patch's JSON (exactly what
 * `leaderboard:patch` would carry) raw-deflated (RFC 1951) against the preset dictionary below, in
 * base64 (and `leaderboard:zsnapshot` for `leaderboard:snapshot`, in the same form). The server
 * compresses each patch once for the whole room, so a viewer pays few bytes and the server no
 * per-connection compression.
 *
 * Decoding: zlib's raw inflate with `dictionary` (Node: `inflateRawSync(bytes, { dictionary })`), or,
 * where inflate takes no dictionary (the browser's DecompressionStream), inflate the dictionary as a
 * stored block first and drop that many characters of output (`storedDictionaryBlock`).
 */

/** The join encoding that asks for `leaderboard:zpatch`. */
export const PATCH_ENCODING = 'deflate'
export type PatchEncoding = typeof PATCH_ENCODING

/** Event of a compressed patch: `(gameId: number, deflatedBase64: string)`. */
export const ZPATCH_EVENT = 'leaderboard:zpatch'
/** Event of a compressed snapshot (a join that no patch can bridge), in the same form. */
export const ZSNAPSHOT_EVENT = 'leaderboard:zsnapshot'

const places = Array.from({ length: 160 }, (_, i) => i).join(',')

/**
 * Text that patches repeat: the keys of a new row and of the board-wide state, the indices `at` runs
 * through, then (nearest the end, cheapest to refer to) a scored row and the rows that only moved.
 * Tuned on an hour of the demo's live game (bench/live-bytes.ts): 72 B per patch on average against
 * 503 B of JSON. ASCII only, so its length in characters is its length in bytes. Changing a single
 * character changes what every client must hold: publish a new encoding name instead.
 */
export const PATCH_DICTIONARY =
  '{"playerId":"1","externalId":null,"name":"","country":"KOR","amateur":false,"position":"-","rank":null,' +
  '"status":"active","total":null,"toPar":null,"today":null,"thru":"08:30","startHole":10,"rounds":[],"playoff":null}' +
  '"board":{"status":2,"currentRound":2,"finished":false,"cut":{"afterRound":2,"top":60,"line":1,"projected":true},' +
  `"playoffHoles":null}"at":[${places}]` +
  '{"gameId":1,"from":1,"to":2,"rows":[{"playerId":"1","position":"T1","rank":1},' +
  '{"playerId":"1","position":"T10","rank":10},' +
  '{"playerId":"1","position":"T10","rank":10,"total":139,"toPar":6,"today":2,"thru":"16*",' +
  '"rounds":[{"round":1,"strokes":74,"toPar":4},' +
  '{"round":2,"strokes":65,"toPar":2},{"round":3,"strokes":null,"toPar":null},' +
  '{"round":4,"strokes":null,"toPar":null}]}],"at":[1],"size":126}'

/** The dictionary's bytes (ASCII). */
export function dictionaryBytes(): Uint8Array {
  const bytes = new Uint8Array(PATCH_DICTIONARY.length)
  for (let i = 0; i < PATCH_DICTIONARY.length; i++) bytes[i] = PATCH_DICTIONARY.charCodeAt(i)
  return bytes
}

/**
 * The dictionary as one non-final stored deflate block (header 0x00, LEN, NLEN, the bytes): fed to a
 * raw inflater before a patch, it fills the window exactly as a preset dictionary would.
 */
export function storedDictionaryBlock(): Uint8Array {
  const dictionary = dictionaryBytes()
  const n = dictionary.length
  const block = new Uint8Array(5 + n)
  block.set([0x00, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff])
  block.set(dictionary, 5)
  return block
}
