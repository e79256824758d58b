import { useLingui } from '@lingui/react/macro'
import { seoulFormatter } from '@domain/time'

/** Whole numbers as the reader's language groups them. */
export const formatCount = (n: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ko-KR').format(n)

/** Points keep up to 2 decimals (a tie's share can be 481.67). */
export const formatPoints = (n: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ko-KR', { maximumFractionDigits: 2 }).format(n)

/** Money in integer won: "1,200,000,000 won" / "1,200,000,000원". */
export function useWon() {
  const { t, i18n } = useLingui()
  return (won: number) => {
    const amount = formatCount(won, i18n.locale)
    return t`${amount} won`
  }
}

/** An instant on the Seoul clock (business time), e.g. "2026. 11. 1. 10:00" / "1 Nov 2026, 10:00". */
export function formatSeoulInstant(iso: string, locale: string): string {
  return seoulFormatter(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso))
}
