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

/** Error codes the server answers with. Numeric -1001 is the spec's "access token expired". */
export const ERROR_CODES = {
  TOKEN_EXPIRED: -1001,
  VALIDATION: 'VALIDATION',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  BAD_REQUEST: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL',
  UNAVAILABLE: 'UNAVAILABLE',
} as const

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]

/** Per-field problem codes in `fields`, translated by the client next to the field. */
export const FIELD_ERRORS = {
  REQUIRED: 'required',
  TOO_SHORT: 'too_short',
  TOO_LONG: 'too_long',
  TOO_SMALL: 'too_small',
  TOO_BIG: 'too_big',
  INVALID_FORMAT: 'invalid_format',
  INVALID_VALUE: 'invalid_value',
  INVALID_TYPE: 'invalid_type',
  UNKNOWN_FIELD: 'unknown_field',
} as const

export type FieldError = (typeof FIELD_ERRORS)[keyof typeof FIELD_ERRORS]
