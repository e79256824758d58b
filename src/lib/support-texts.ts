/** The words of member support's fixed codes (FAQ, affiliate categories): public pages and staff desk alike. */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AffiliateCategory, FaqCategory } from '@domain/support'

const FAQ = {
  membership: msg`Membership`,
  dues: msg`Dues`,
  tournament: msg`Tournaments`,
  education: msg`Education`,
  certificate: msg`Certificates`,
  website: msg`Website and app`,
} as const

const AFFILIATE = {
  golf_course: msg`Golf courses`,
  equipment: msg`Equipment and fitting`,
  health: msg`Health`,
  travel: msg`Travel`,
  lifestyle: msg`Lifestyle`,
} as const

export const faqCategoryText = (i18n: I18n, c: FaqCategory) => i18n._(FAQ[c])
export const affiliateCategoryText = (i18n: I18n, c: AffiliateCategory) => i18n._(AFFILIATE[c])

/** A bilingual content text in the reader's language (Korean for anything but English). */
export const pick = (text: { ko: string; en: string }, locale: string) => (locale === 'en' ? text.en : text.ko)
