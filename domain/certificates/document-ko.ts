import type { CertificateType } from './rules'

/**
 * The Korean wording of the certificate document itself (the PDF is issued in Korean only,
 * docs/decisions/0061-certs-korean-document.md). The web pages translate their own labels with Lingui.
 */
export const ASSOCIATION_NAME_KO = '(사)페어웨이프로골프협회'

export const TITLE_KO: Readonly<Record<CertificateType, string>> = {
  membership: '회원확인서',
  records: '경기기록증명서',
  participation: '대회참가확인서',
  planned: '대회참가예정확인서',
  experience: '경력증명서',
}

/** The sentence the association signs under the facts. */
export const STATEMENT_KO: Readonly<Record<CertificateType, string>> = {
  membership: '위 사람은 위 기간 동안 본 협회의 회원임을 확인합니다.',
  records: '위 사람의 대회 기록이 위와 같음을 증명합니다.',
  participation: '위 사람이 위 대회에 참가하였음을 확인합니다.',
  planned: '위 사람이 위 대회에 참가할 예정임을 확인합니다.',
  experience: '위 사람은 위 기간 동안 본 협회 소속 프로골퍼로 활동하였음을 증명합니다.',
}

/** 2026-06-10 → 2026년 6월 10일 */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${y}년 ${m}월 ${d}일`
}

/** Strokes against par as golfers write it: E, +3, -5. */
export const toParText = (toPar: number): string => (toPar === 0 ? 'E' : toPar > 0 ? `+${toPar}` : String(toPar))
