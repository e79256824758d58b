import { z } from 'zod'
import { STANDINGS } from './membership'

/**
 * The mobile membership card (docs/requirements/my-page.md#my-3) and its check (#my-4). The card's code changes
 * every 30 seconds; the server computes it and the checker's call verifies it (docs/decisions: card code format).
 */
export const CARD_STEP_SECONDS = 30

export const cardHolderSchema = z
  .object({
    name: z.string(),
    memberNo: z.string().nullable(),
    memberClass: z.string().nullable().describe('TP, PR, AMA, PR_O1, PR_O2'),
    standing: z.enum(STANDINGS).nullable().describe('Null for an account that is not an association member'),
    photo: z.string().nullable().describe('A data URL; null shows the silhouette'),
  })
  .meta({ id: 'CardHolder' })

export const memberCardSchema = z
  .object({
    holder: cardHolderSchema,
    associationMember: z.boolean(),
    code: z.string().describe('FWC1.<memberId>.<step>.<mac>: the QR code'),
    shortCode: z.string().describe('The same code to type: groups of letters and digits'),
    expiresAt: z.string().describe('ISO instant the code stops being current (then one more step is accepted)'),
    serverNow: z.string().describe("The server's clock (ISO), so a countdown ignores the device's clock"),
  })
  .meta({ id: 'MemberCard' })

export const cardCheckBodySchema = z.object({
  code: z.string().trim().min(1).max(120).describe('The QR text or the typed short code'),
})

export const CARD_CHECK_RESULTS = ['authenticated', 'invalid', 'not_member'] as const

export const cardCheckSchema = z
  .object({
    result: z.enum(CARD_CHECK_RESULTS),
    holder: cardHolderSchema.nullable().describe('Only when authenticated'),
    checkedAt: z.string(),
  })
  .meta({ id: 'CardCheck' })

export type CardHolderDto = z.infer<typeof cardHolderSchema>
export type MemberCardDto = z.infer<typeof memberCardSchema>
export type CardCheckResult = (typeof CARD_CHECK_RESULTS)[number]
export type CardCheckDto = z.infer<typeof cardCheckSchema>
