import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { InquiryState } from '@domain/support'

const STATE_TEXTS = {
  unanswered: msg`Unanswered`,
  answered: msg`Answer completed`,
} as const

/** The specification's two states in the reader's language. */
export const stateText = (i18n: I18n, state: InquiryState) => i18n._(STATE_TEXTS[state])
