/** How the apply pages print a tournament (docs/requirements/tournament-applications.md#app-7): Seoul time, won. */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatSeoulMoment } from '@domain/time'
import { formatWon } from '@/lib/money'

/** The name, venue or course in the reader's language (English falls back to Korean when missing). */
export const inLanguage = (i18n: I18n, ko: string | null, en: string | null): string =>
  (i18n.locale === 'en' ? en || ko : ko || en) ?? ''

/** "2026.11.02(월) 10:00 ~ 2026.11.05(목) 16:00", in Seoul time whatever the device's zone (APP-3). */
export function periodText(i18n: I18n, opensAt: string | null, closesAt: string | null): string {
  if (!opensAt || !closesAt) return i18n._(msg`Not announced`)
  const style = { weekday: true }
  return `${formatSeoulMoment(opensAt, i18n.locale, style)} ~ ${formatSeoulMoment(closesAt, i18n.locale, style)}`
}

export const feeText = (i18n: I18n, won: number): string =>
  won === 0 ? i18n._(msg`Free`) : formatWon(won, i18n.locale)

/** Places taken of the field: "120 / 156"; a field without a size takes everyone. */
export function placesText(i18n: I18n, accepted: number, fieldSize: number | null): string {
  return fieldSize === null ? i18n._(msg`${accepted} (no limit)`) : `${accepted} / ${fieldSize}`
}

/** Where my page lists the member's applications (APP-11, built beside these pages). */
export const MY_APPLICATIONS_PATH = '/member/mypage?tab=game-apply'
