import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tournaments } from './tournament'

export type BroadcastKind = 'live' | 'replay'

/**
 * What a spectator needs to reach the venue (the tournament page's shuttle and parking information),
 * in both languages. One row per tournament; absent when the association published nothing.
 */
export const tournamentVisitorInfo = pgTable('tournament_visitor_info', {
  tournamentId: integer('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  addressKo: text('address_ko').notNull(),
  addressEn: text('address_en').notNull(),
  shuttleKo: text('shuttle_ko'),
  shuttleEn: text('shuttle_en'),
  parkingKo: text('parking_ko'),
  parkingEn: text('parking_en'),
})

/** One broadcast of a round: a channel's live coverage or replay window (instants; shown in Asia/Seoul). */
export const broadcastSlots = pgTable(
  'broadcast_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round: smallint('round').notNull(),
    channel: text('channel').notNull(),
    kind: varchar('kind', { length: 8 }).$type<BroadcastKind>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('broadcast_slots_tournament_idx').on(t.tournamentId, t.startsAt),
    check('broadcast_slots_kind', sql`${t.kind} in ('live', 'replay')`),
    check('broadcast_slots_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

export type TournamentVisitorInfoRow = typeof tournamentVisitorInfo.$inferSelect
export type BroadcastSlotRow = typeof broadcastSlots.$inferSelect
