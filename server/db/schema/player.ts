import { sql } from 'drizzle-orm'
import { boolean, char, check, date, index, integer, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core'

/** What a player is known for; codes the UI translates. */
export type SpecialtyCode = 'driver' | 'iron' | 'short_game' | 'putting' | 'bunker' | 'course_management'

/** Military service, as a code the UI translates (Korean players; null for others or unknown). */
export type MilitaryServiceCode = 'completed' | 'exempt' | 'serving' | 'pending'

/**
 * Season honours voted or chosen by the association, as codes the UI translates. The titles that follow
 * from results (Genesis champion, prize-money leader, rookie) come from the rankings, not from here.
 */
export type AwardCode = 'popularity' | 'fair_play' | 'comeback' | 'best_shot'
export interface PlayerAward {
  year: number
  code: AwardCode
}

/** A tournament player (professional or amateur). Results hang off entries, not off the player. */
export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Id in an external scoring or federation system; the import command matches on it. */
    externalId: text('external_id').unique(),
    nameKo: text('name_ko').notNull(),
    /** Given name in roman letters, e.g. 'Minjun' for 김민준. */
    firstNameEn: text('first_name_en').notNull(),
    /** Family name in roman letters, e.g. 'Kim'. */
    lastNameEn: text('last_name_en').notNull(),
    /** Country as a 3-letter code of domain/codes' country table (e.g. KOR, JPN, AUS). */
    country: char('country', { length: 3 }).notNull(),
    gender: char('gender', { length: 1 }).notNull().default('M'),
    birthDate: date('birth_date', { mode: 'string' }),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    hometownKo: text('hometown_ko'),
    hometownEn: text('hometown_en'),
    /** Year of admission to the association (turned professional); null for amateurs. */
    turnedProYear: smallint('turned_pro_year'),
    /** First season on the main tour (11). */
    tourDebutYear: smallint('tour_debut_year'),
    /** The season the player was a main-tour rookie (rookie-of-the-year race), when known. */
    rookieYear: smallint('rookie_year'),
    /** Association membership number, to link with members later; null for amateurs and foreigners. */
    memberNo: text('member_no'),
    amateur: boolean('amateur').notNull().default(false),
    photoUrl: text('photo_url'),
    specialties: text('specialties').array().$type<SpecialtyCode[]>().notNull().default(sql`'{}'::text[]`),
    /** Main (club/corporate) sponsor, free text. */
    sponsor: text('sponsor'),
    /** Golf ball used, free text. */
    ball: text('ball'),
    /**
     * Demo/simulation only: expected strokes relative to par per round in average conditions
     * (-3.5 is a 68.5 scoring average on a par 72). The simulator reads it; the UI never shows it.
     */
    rating: real('rating'),
    militaryService: text('military_service').$type<MilitaryServiceCode>(),
    hobbyKo: text('hobby_ko'),
    hobbyEn: text('hobby_en'),
    /** The player's coach, a name as written (free text). */
    instructor: text('instructor'),
    /** Season honours, newest first. */
    awards: jsonb('awards').$type<PlayerAward[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The player asked that member information stay private (docs/requirements/tours-and-records.md#tr-18): the profile
     * then answers tour facts only. See docs/decisions/0026-player-pages.md for the exact split.
     */
    profilePrivate: boolean('profile_private').notNull().default(false),
  },
  (t) => [
    index('players_name_ko_idx').on(t.nameKo),
    index('players_member_no_idx').on(t.memberNo),
    index('players_name_en_idx').on(t.lastNameEn, t.firstNameEn),
    check('players_gender', sql`${t.gender} in ('M', 'F')`),
  ],
)

export type PlayerRow = typeof players.$inferSelect
