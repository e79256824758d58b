/** The words of the certificates section for the server's codes (docs/requirements/my-page.md#my-5). */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CERTIFICATE_STATES, CertificateTypeDto } from '@contract/certificates'

export const TYPE_LABELS: Readonly<Record<CertificateTypeDto, MessageDescriptor>> = {
  membership: msg`Membership confirmation`,
  records: msg`Records certificate`,
  participation: msg`Participation certificate`,
  planned: msg`Planned participation certificate`,
  experience: msg`Professional experience certificate`,
}

export const TYPE_HINTS: Readonly<Record<CertificateTypeDto, MessageDescriptor>> = {
  membership: msg`Confirms that you are a member of the association for the period you give.`,
  records: msg`States your finish and scores in up to 5 tournaments you played.`,
  participation: msg`Confirms that you played in up to 5 tournaments.`,
  planned: msg`Confirms that you are entered in up to 5 upcoming tournaments.`,
  experience: msg`Certifies your professional career for the period you give (3 years of membership or more).`,
}

export const STATE_LABELS: Readonly<Record<(typeof CERTIFICATE_STATES)[number], MessageDescriptor>> = {
  valid: msg`Valid`,
  revoked: msg`Revoked`,
  expired: msg`Expired`,
}

/** The sentence the certificate ends with, as the preview shows it in the reader's language. */
export const STATEMENTS: Readonly<Record<CertificateTypeDto, MessageDescriptor>> = {
  membership: msg`We confirm that the above person is a member of the association for the period above.`,
  records: msg`We certify that the above person's tournament records are as stated above.`,
  participation: msg`We confirm that the above person played in the tournaments above.`,
  planned: msg`We confirm that the above person is entered in the tournaments above.`,
  experience: msg`We certify that the above person worked as a professional golfer of the association for the \
period above.`,
}
