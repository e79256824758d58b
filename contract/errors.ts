import { z } from 'zod'

/**
 * The one error body every 4xx answer carries: `{ code, message, fields? }`.
 * `code` is stable and is what clients translate; `message` is an English explanation for API partners.
 * 5xx answers carry `{ code: 'INTERNAL', message }` with no detail.
 */
export const errorBodySchema = z
  .object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'ErrorBody' })

export type ErrorBody = z.infer<typeof errorBodySchema>

export * from './error-codes'
