import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ScoreAuthorKind } from '@contract/scorers'

/** How the score audit names the kind of author (docs/decisions/0044). */
export const AUTHOR_KIND_LABELS: Readonly<Record<ScoreAuthorKind, MessageDescriptor>> = {
  member: msg`Scorer`,
  token: msg`Token`,
  import: msg`Import`,
  simulator: msg`Simulator`,
  unrecorded: msg`Not recorded`,
}
