import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CertificateTypeDto, CertificateVerification } from '@contract/certificates'

/** The page's words for the server's state and type codes (a feature of its own: it shares no code with my page). */
const VERDICTS: Readonly<
  Record<CertificateVerification['state'], { verdict: MessageDescriptor; explain: MessageDescriptor }>
> = {
  valid: {
    verdict: msg`Valid certificate`,
    explain: msg`This certificate was issued by the association and is valid.`,
  },
  revoked: {
    verdict: msg`Revoked certificate`,
    explain: msg`The association has revoked this certificate. It is no longer valid.`,
  },
  expired: {
    verdict: msg`Expired certificate`,
    explain: msg`This certificate was issued by the association, but its validity has ended.`,
  },
}

const TYPES: Readonly<Record<CertificateTypeDto, MessageDescriptor>> = {
  membership: msg`Membership confirmation`,
  records: msg`Records certificate`,
  participation: msg`Participation certificate`,
  planned: msg`Planned participation certificate`,
  experience: msg`Professional experience certificate`,
}

export const verifyTexts = (state: CertificateVerification['state']) => ({
  ...VERDICTS[state],
  type: (type: CertificateTypeDto) => TYPES[type],
})
