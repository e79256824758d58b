import { errorBodySchema } from '@contract/errors'

/**
 * Spread into every route's `response` schema: documents (and checks) that 4xx and 5xx answers
 * carry ErrorBody. `{ 200: mySchema, ...errorResponses }`.
 */
export const errorResponses = {
  '4xx': errorBodySchema,
  '5xx': errorBodySchema,
} as const
