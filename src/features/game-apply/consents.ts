import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The body of POST /game/player/agree names these three (contract/game-apply.ts playerAgreeSchema). */
export type ApplyConsent = 'personalData' | 'rules' | 'refundPolicy'

/** The application's three consents (POST /game/player/agree), each with its title and short text. */
export const CONSENT_TEXTS: ReadonlyArray<{ key: ApplyConsent; title: MessageDescriptor; body: MessageDescriptor }> = [
  {
    key: 'personalData',
    title: msg`Collection and use of personal data (required)`,
    body: msg`We use your name, member number, date of birth and mobile number to handle your application, draw up \
the field and the tee times and reach you about the tournament. They are kept for five years, then destroyed.`,
  },
  {
    key: 'rules',
    title: msg`Tournament rules and the association's regulations (required)`,
    body: msg`I will play by the Rules of Golf, the tournament's local rules and the association's regulations, and \
accept the committee's decisions and any sanction they provide for.`,
  },
  {
    key: 'refundPolicy',
    title: msg`Entry fee and refund policy (required)`,
    body: msg`A place must be paid within 24 hours or it goes to the waiting list. An application cancelled before \
the period closes is refunded in full; after the close the entry fee is not refunded.`,
  },
]
