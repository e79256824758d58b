import { asc } from 'drizzle-orm'
import type { AffiliationList } from '@contract/support'
import { type AffiliateCategory, benefitPeriodState } from '@domain/support'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { affiliateBenefits } from '../../db/schema/index'

/**
 * GET /api/affiliation (docs/requirements/my-page.md#my-17): the partners' benefits in editorial order with their
 * period's state on today's Seoul date; ended ones are left out, upcoming ones shown with their start.
 */
export async function listAffiliation(db: AppDb, now: Date): Promise<AffiliationList> {
  const today = seoulDate(now)
  const rows = await db.select().from(affiliateBenefits).orderBy(asc(affiliateBenefits.sortOrder))
  return {
    items: rows
      .map((r) => ({
        slug: r.slug,
        category: r.category as AffiliateCategory,
        partner: { ko: r.partnerKo, en: r.partnerEn },
        benefit: { ko: r.benefitKo, en: r.benefitEn },
        howToUse: { ko: r.howToUseKo, en: r.howToUseEn },
        startsOn: r.startsOn,
        endsOn: r.endsOn,
        state: benefitPeriodState(r.startsOn, r.endsOn, today),
        link: r.link,
        logoText: r.logoText,
      }))
      .filter((b) => b.state !== 'ended'),
  }
}
