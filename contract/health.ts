import { z } from 'zod'

/** `GET /api/health`: answered only after the database replied to `select 1`. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    db: z.literal('ok'),
    version: z.string().describe('Server version (package.json)'),
    uptimeSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'Health' })

export type HealthResponse = z.infer<typeof healthResponseSchema>
