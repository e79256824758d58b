/** Money as the portal prints it: integer won with thousands separators ("₩150,000" / "150,000원"). */
export function formatWon(value: number, locale: string): string {
  return locale === 'en' ? `₩${value.toLocaleString('en-US')}` : `${value.toLocaleString('ko-KR')}원`
}
