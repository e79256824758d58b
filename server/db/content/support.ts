import { z } from 'zod'
import { AFFILIATE_CATEGORIES, FAQ_CATEGORIES } from '@domain/support'
import { isCalendarDate } from '@domain/time'
import { bilingual, readDataFile } from '../data-file'
import { affiliateBenefits, faqEntries } from '../schema/index'
import { contentRows, type ContentRows } from './types'

const day = z.string().refine(isCalendarDate, 'a day written YYYY-MM-DD')

const faqSchema = z.strictObject({
  slug: z.string().min(1).max(48),
  category: z.enum(FAQ_CATEGORIES),
  sortOrder: z.number().int(),
  question: bilingual,
  answer: bilingual,
})

const affiliateSchema = z.strictObject({
  slug: z.string().min(1).max(48),
  sortOrder: z.number().int(),
  category: z.enum(AFFILIATE_CATEGORIES),
  partner: bilingual,
  benefit: bilingual,
  howToUse: bilingual,
  startsOn: day,
  endsOn: day.nullable(),
  link: z.url().nullable(),
  logoText: z.string().min(1).max(4),
})

const file = (name: string) => new URL(`./text/${name}.yaml`, import.meta.url)

export function faqRows(): Array<typeof faqEntries.$inferInsert> {
  return readDataFile(file('faq'), z.array(faqSchema)).map((f) => ({
    slug: f.slug,
    category: f.category,
    sortOrder: f.sortOrder,
    questionKo: f.question.ko,
    questionEn: f.question.en,
    answerKo: f.answer.ko,
    answerEn: f.answer.en,
  }))
}

export function affiliateRows(): Array<typeof affiliateBenefits.$inferInsert> {
  return readDataFile(file('affiliates'), z.array(affiliateSchema)).map((a) => ({
    slug: a.slug,
    sortOrder: a.sortOrder,
    category: a.category,
    partnerKo: a.partner.ko,
    partnerEn: a.partner.en,
    benefitKo: a.benefit.ko,
    benefitEn: a.benefit.en,
    howToUseKo: a.howToUse.ko,
    howToUseEn: a.howToUse.en,
    startsOn: a.startsOn,
    endsOn: a.endsOn,
    link: a.link,
    logoText: a.logoText,
  }))
}

/** Seeded content of member support (docs/requirements/my-page.md#my-15, #my-17): the FAQ and affiliate benefits. */
export function contentSupport(): ContentRows[] {
  return [contentRows(faqEntries, faqRows()), contentRows(affiliateBenefits, affiliateRows())]
}
