import { randomInt } from 'node:crypto'
import { seoulDate } from '@domain/time'

/** Letters and digits nobody misreads when copying the number down (no 0/O, 1/I/L). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/**
 * A receipt number such as CR-260610-7KQ2MX: the Seoul day it arrived and six random characters. Random,
 * not sequential, so a number tells nobody how many reports came in or which one came before.
 */
export function receiptNumber(at: Date): string {
  const day = seoulDate(at).slice(2).replaceAll('-', '')
  let tail = ''
  for (let i = 0; i < 6; i += 1) tail += ALPHABET[randomInt(ALPHABET.length)]
  return `CR-${day}-${tail}`
}
