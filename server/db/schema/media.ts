import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import type { ClubType, MediaField, MediaKind, MediaScore } from '@contract/media-codes'
import { players } from './player'
import { tournaments } from './tournament'
import { tourCategory } from './tour-category'

/**
 * The media library (decision 0036): news articles, photos, video highlights and the association's stories in one
 * table, because they share the media filter of docs/requirements/content.md#con-6 (tour, game, day, round, player,
 * club, place on the course, score) and one gallery page lists them by kind. Texts are plain, in both languages; bodies
 * split paragraphs by blank lines (a story's `## ` line is a section heading, `> ` a pull quote).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 8 }).$type<MediaKind>().notNull(),
    /** The tour it belongs to; null for the whole association (stories). */
    tourId: integer('tour_id').references(() => tourCategory.id),
    gameId: integer('game_id').references(() => tournaments.id, { onDelete: 'set null' }),
    /** The tournament day it covers (Asia/Seoul calendar date). */
    gameDate: date('game_date', { mode: 'string' }),
    round: smallint('round'),
    /** The player it features (the `memberId` of docs/requirements/content.md#con-6 is a player). */
    memberId: integer('member_id').references(() => players.id, { onDelete: 'set null' }),
    clubType: varchar('club_type', { length: 8 }).$type<ClubType>(),
    field: varchar('field', { length: 8 }).$type<MediaField>(),
    score: varchar('score', { length: 10 }).$type<MediaScore>(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    /** A news lead or story standfirst; the caption of a photo or video. */
    summaryKo: text('summary_ko').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    /** The article text of news and stories; empty for photos and videos. */
    bodyKo: text('body_ko').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** Who wrote or shot it ("협회 미디어팀"). */
    creditKo: text('credit_ko').notNull().default(''),
    creditEn: text('credit_en').notNull().default(''),
    /** Every item has a picture: the photo itself, a news or story lead image, a video's poster. */
    imageUrl: text('image_url').notNull(),
    /** Its intrinsic size, so a grid reserves the space before the picture arrives. */
    imageWidth: smallint('image_width').notNull(),
    imageHeight: smallint('image_height').notNull(),
    /** What the picture shows, for readers who cannot see it. */
    altKo: text('alt_ko').notNull(),
    altEn: text('alt_en').notNull(),
    videoUrl: text('video_url'),
    durationSec: smallint('duration_sec'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [
    index('media_items_kind_tour_idx').on(t.kind, t.tourId, t.publishedAt),
    index('media_items_game_idx').on(t.gameId, t.round),
    index('media_items_member_idx').on(t.memberId),
    check('media_items_kind', sql`${t.kind} in ('news', 'photo', 'video', 'story')`),
    check(
      'media_items_club_type',
      sql`${t.clubType} is null or ${t.clubType} in ('driver', 'wood', 'hybrid', 'iron', 'wedge', 'putter')`,
    ),
    check('media_items_field', sql`${t.field} is null or ${t.field} in ('tee', 'fairway', 'rough', 'bunker', 'green')`),
    check(
      'media_items_score',
      sql`${t.score} is null or ${t.score} in ('holeInOne', 'albatross', 'eagle', 'birdie', 'par', 'bogey')`,
    ),
    check('media_items_round', sql`${t.round} is null or ${t.round} between 1 and 9`),
    check('media_items_image_size', sql`${t.imageWidth} > 0 and ${t.imageHeight} > 0`),
    check(
      'media_items_video',
      sql`(${t.kind} = 'video') = (${t.videoUrl} is not null and ${t.durationSec} is not null)`,
    ),
    check('media_items_view_count', sql`${t.viewCount} >= 0`),
  ],
)

export type MediaItemRow = typeof mediaItems.$inferSelect
export type MediaItemInsert = typeof mediaItems.$inferInsert
