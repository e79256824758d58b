import { z } from 'zod'

/** One tour category as `GET /api/tours` lists it; names are data in both languages. */
export const tourCategorySchema = z
  .object({
    id: z.number().int().positive(),
    nameKo: z.string(),
    nameEn: z.string(),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    main: z.boolean().describe('Has a header tab, a tour home and a leaderboard'),
  })
  .meta({ id: 'TourCategory' })

export type TourCategoryDto = z.infer<typeof tourCategorySchema>

export const toursQuerySchema = z.object({
  main: z.stringbool().optional().describe('true: only the main tours; false: only the others'),
})

export type ToursQuery = z.infer<typeof toursQuerySchema>

/** Main tours first in header order, then the rest. */
export const toursResponseSchema = z.array(tourCategorySchema)
