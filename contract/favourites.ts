import { z } from 'zod'
import { idSchema } from './game'

/**
 * A member's players of interest (docs/requirements/tours-and-records.md#tr-27: `GET /mypage/favorite-player`, `POST`
 * and `DELETE /mypage/favorite-player/{id}`). Visitors keep theirs in the browser; see docs/decisions/0031.
 */

export const favouritePlayerParamsSchema = z.object({ id: idSchema.describe('Player id (players.id)') })

export const favouritePlayerSchema = z
  .object({
    playerId: z.number().int().positive(),
    nameKo: z.string(),
    firstNameEn: z.string(),
    lastNameEn: z.string(),
    country: z.string(),
    photoUrl: z.string().nullable(),
    /** The tour whose player page shows this player: 13 for seniors-only players, else 11. */
    tourId: z.number().int(),
    addedAt: z.string().describe('When the member added the player (ISO 8601)'),
  })
  .meta({ id: 'FavouritePlayer' })

export const favouritePlayerListSchema = z
  .object({ items: z.array(favouritePlayerSchema).describe('Newest first') })
  .meta({ id: 'FavouritePlayerList' })

/** Answer of POST and DELETE: the member's list of ids after the change (so the client needs no refetch). */
export const favouriteIdsSchema = z
  .object({ playerIds: z.array(z.number().int().positive()).describe('Newest first') })
  .meta({ id: 'FavouritePlayerIds' })

export type FavouritePlayerDto = z.infer<typeof favouritePlayerSchema>
export type FavouritePlayerListDto = z.infer<typeof favouritePlayerListSchema>
export type FavouriteIdsDto = z.infer<typeof favouriteIdsSchema>
