import type { T } from './build'

/**
 * The association's details as the seeded pages state them. They match the footer's
 * (src/features/shell/association.ts): change both together.
 */
export const ASSOCIATION_NAME: T = ['(사)페어웨이프로골프협회', "Fairway Professional Golfers' Association"]
export const ADDRESS: T = [
  '(04520) 서울특별시 중구 세종대로21길 15 페어웨이타워 8층',
  '8F Fairway Tower, 15 Sejong-daero 21-gil, Jung-gu, Seoul 04520',
]
export const PHONE = '1588-1968'
export const EMAIL = 'help@fairway.or.kr'
export const PARTNER_EMAIL = 'partner@fairway.or.kr'
export const PRIVACY_EMAIL = 'privacy@fairway.or.kr'
export const PHONE_HOURS: T = [
  '평일 09:00-18:00 (주말·공휴일 휴무)',
  'Weekdays 09:00-18:00 (closed on weekends and public holidays)',
]
export const EMAIL_PROMISE: T = ['접수 후 24시간 이내 답변', 'Answered within 24 hours']
/** An extension of the main number. */
export const ext = (n: number) => `${PHONE} (${n})`

/** When each terms page takes effect (shown on the page; the terms-change notices of the demo name them). */
export const TERMS_EFFECTIVE = {
  usage: '2026-01-01',
  privacy: '2026-03-01',
  marketing: '2025-07-01',
  clean: '2026-01-01',
} as const
