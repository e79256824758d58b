import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The sandbox's documented test cards, shown as hints in its window as gateways show theirs
 * (docs/decisions/0053-payment-door.md lists them; any other 16-digit number pays).
 */
export const SANDBOX_TEST_CARDS: readonly { number: string; outcome: MessageDescriptor }[] = [
  { number: '4330000000000001', outcome: msg`Pays` },
  { number: '4330000000000019', outcome: msg`Refused: insufficient funds` },
  { number: '4330000000000027', outcome: msg`Approved here, refused at confirmation` },
  { number: '4330000000000035', outcome: msg`Registers as a dues card; its charges fail` },
]

/** The banks the window offers for a virtual account (the sandbox takes any name). */
export const SANDBOX_BANKS: readonly string[] = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
]
