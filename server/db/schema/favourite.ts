import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { members } from './account'
import { players } from './player'

/**
 * A member's players of interest (`/mypage/favorite-player`). One row per member and player, so adding
 * twice is a no-op; the player index answers the profile's favourites count.
 */
export const favouritePlayers = pgTable(
  'favourite_players',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.playerId] }), index('favourite_players_player_idx').on(t.playerId)],
)

export type FavouritePlayerRow = typeof favouritePlayers.$inferSelect
