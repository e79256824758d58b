import { deflateRawSync } from 'node:zlib'
import { dictionaryBytes } from '@contract/live-patch-deflate'

const dictionary = Buffer.from(dictionaryBytes())

/**
 * A live-feed message's JSON raw-deflated against the feed's preset dictionary, in base64
 * (contract/live-patch-deflate.ts): once per room for a patch, once per socket for a catch-up.
 */
export const deflateFeed = (message: object): string =>
  deflateRawSync(JSON.stringify(message), { dictionary, level: 9 }).toString('base64')
