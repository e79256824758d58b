import { msg } from '@lingui/core/macro'

/**
 * The association's own details for the footers. Address and numbers are the demo association's;
 * replace them here (one place) with the real ones before launch.
 */
export const ASSOCIATION = {
  name: msg`Fairway Professional Golfers' Association`,
  address: msg`8F Fairway Tower, 15 Sejong-daero 21-gil, Jung-gu, Seoul 04520`,
  phone: '1588-1968',
  email: 'help@fairway.or.kr',
  /** docs/requirements/content.md#con-2: phone support weekdays 09:00-18:00; e-mail answered within 24 hours. */
  phoneHours: msg`Weekdays 09:00-18:00 (closed on weekends and public holidays)`,
  emailPromise: msg`We answer within 24 hours`,
} as const
