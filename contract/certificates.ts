import { z } from 'zod'
import { CERTIFICATE_TYPES, MAX_COMPETITIONS, needsCompetitions, needsPeriod } from '@domain/certificates'
import { FIELD_ERRORS } from './error-codes'

/**
 * Certificates (docs/requirements/my-page.md#my-5, #my-6): the request a member fills in, the facts frozen at issue,
 * the issued certificate and what the public verification page answers.
 */

export const certificateTypeSchema = z.enum(CERTIFICATE_TYPES)
export type CertificateTypeDto = z.infer<typeof certificateTypeSchema>

export const CERTIFICATE_STATES = ['valid', 'revoked', 'expired'] as const
export const certificateStateSchema = z.enum(CERTIFICATE_STATES)

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const shortText = z.string().trim().min(1).max(100)

/**
 * The request. Competitions are required (1 to 5) for records, participation and planned participation and not
 * taken for the others; the period (from ≤ to) is required for membership confirmation and experience.
 */
export const certificateRequestSchema = z
  .object({
    type: certificateTypeSchema,
    competitionIds: z.array(z.number().int().positive()).max(MAX_COMPETITIONS).default([]),
    purpose: shortText,
    submitTo: shortText,
    periodFrom: calendarDate.nullish(),
    periodTo: calendarDate.nullish(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const ids = body.competitionIds
    if (needsCompetitions(body.type) && ids.length === 0)
      ctx.addIssue({ code: 'custom', path: ['competitionIds'], message: FIELD_ERRORS.REQUIRED })
    if (!needsCompetitions(body.type) && ids.length > 0)
      ctx.addIssue({ code: 'custom', path: ['competitionIds'], message: FIELD_ERRORS.INVALID_VALUE })
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['competitionIds'], message: FIELD_ERRORS.INVALID_VALUE })
    if (!needsPeriod(body.type)) return
    if (!body.periodFrom) ctx.addIssue({ code: 'custom', path: ['periodFrom'], message: FIELD_ERRORS.REQUIRED })
    if (!body.periodTo) ctx.addIssue({ code: 'custom', path: ['periodTo'], message: FIELD_ERRORS.REQUIRED })
    if (body.periodFrom && body.periodTo && body.periodFrom > body.periodTo)
      ctx.addIssue({ code: 'custom', path: ['periodTo'], message: FIELD_ERRORS.INVALID_VALUE })
  })
  .meta({ id: 'CertificateRequest' })
export type CertificateRequest = z.input<typeof certificateRequestSchema>

/** One tournament as the certificate states it; finish and rounds only on records (null elsewhere). */
export const certifiedCompetitionSchema = z.object({
  id: z.number().int(),
  nameKo: z.string(),
  nameEn: z.string(),
  startDate: calendarDate,
  endDate: calendarDate,
  venue: z.string().nullable(),
  /** '1', 'T3', 'MC', 'WD'...: the official finish. */
  finish: z.string().nullable(),
  /** Strokes per round played, in round order. */
  rounds: z.array(z.number().int()).nullable(),
  total: z.number().int().nullable(),
  toPar: z.number().int().nullable(),
})
export type CertifiedCompetition = z.infer<typeof certifiedCompetitionSchema>

/** What the certificate states, frozen at issue: the PDF and the preview are drawn from exactly this. */
export const certificateFactsSchema = z
  .object({
    type: certificateTypeSchema,
    holder: z.object({
      name: z.string(),
      nameEn: z.string().nullable(),
      memberNo: z.string(),
      birthDate: calendarDate.nullable(),
      memberClass: z.string().nullable(),
      firstEnrolledOn: calendarDate.nullable(),
    }),
    purpose: z.string(),
    submitTo: z.string(),
    periodFrom: calendarDate.nullable(),
    periodTo: calendarDate.nullable(),
    competitions: z.array(certifiedCompetitionSchema),
    /** The Seoul day it is (to be) issued. */
    issuedOn: calendarDate,
    validUntil: calendarDate,
  })
  .meta({ id: 'CertificateFacts' })
export type CertificateFacts = z.infer<typeof certificateFactsSchema>

export const certificateSchema = z
  .object({
    no: z.string(),
    state: certificateStateSchema,
    issuedAt: z.iso.datetime({ offset: true }),
    revokedAt: z.iso.datetime({ offset: true }).nullable(),
    revokeReason: z.string().nullable(),
    /** The verification page's address with its check code (what the QR carries), relative to the site. */
    verifyPath: z.string(),
    facts: certificateFactsSchema,
  })
  .meta({ id: 'Certificate' })
export type CertificateDto = z.infer<typeof certificateSchema>

export const certificateListSchema = z.object({ items: z.array(certificateSchema) }).meta({ id: 'CertificateList' })

/** The tournaments a member may put on a certificate: played (finished) ones and entered upcoming ones. */
export const certificateCompetitionsSchema = z
  .object({
    isPlayer: z.boolean(),
    played: z.array(certifiedCompetitionSchema),
    planned: z.array(certifiedCompetitionSchema),
  })
  .meta({ id: 'CertificateCompetitions' })
export type CertificateCompetitions = z.infer<typeof certificateCompetitionsSchema>

export const certificateNoParamsSchema = z.object({ no: z.string().regex(/^FW-\d{4}-\d{6}$/) })

export const verifyQuerySchema = z.object({ k: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) })

export const certificateVerificationSchema = z
  .object({
    no: z.string(),
    state: certificateStateSchema,
    type: certificateTypeSchema,
    /** The holder's name with its middle masked. */
    holder: z.string(),
    issuedOn: calendarDate,
    validUntil: calendarDate,
  })
  .meta({ id: 'CertificateVerification' })
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>

export const revokeBodySchema = z.object({ reason: z.string().trim().min(2).max(300) }).strict()
