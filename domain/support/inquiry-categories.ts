import type { InquiryCategory } from './inquiries'

/** The category names the member picks from (GET /api/qna/category answers both languages). */
export const INQUIRY_CATEGORY_NAMES: Readonly<Record<InquiryCategory, { ko: string; en: string }>> = {
  membership: { ko: '회원 자격·입회', en: 'Membership and joining' },
  dues: { ko: '회비·입회비', en: 'Dues and entrance fee' },
  tournament: { ko: '대회·참가 신청', en: 'Tournaments and entries' },
  education: { ko: '교육', en: 'Education' },
  certificate: { ko: '증명서', en: 'Certificates' },
  welfare: { ko: '복지·경조금', en: 'Welfare benefits' },
  website: { ko: '홈페이지·앱 이용', en: 'Website and app' },
  other: { ko: '기타', en: 'Other' },
}
