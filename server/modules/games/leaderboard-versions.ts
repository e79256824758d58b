import { and, desc, eq, lte, or, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import type { LeaderboardState } from '@contract/leaderboard'
import { same } from '@domain/scoring/diff-rows'
import { leaderboardVersions, tournaments, type LeaderboardVersionRow } from '../../db/schema/index'

/** How many versions of a game are kept: a client further behind gets the whole board. */
export const KEPT_VERSIONS = 50

export type StoredVersion = Pick<LeaderboardVersionRow, 'version' | 'rows' | 'meta'>

const COLUMNS = { version: leaderboardVersions.version, rows: leaderboardVersions.rows, meta: leaderboardVersions.meta }

/**
 * Versions stored before decision 0049 hold players.id as text ("76"); the board answers numbers, so such a
 * version is read with numbers. One look at the first row: a version is stored whole, in one form.
 */
export function withNumericIds(stored: StoredVersion): StoredVersion {
  if (typeof (stored.rows[0]?.playerId as unknown) !== 'string') return stored
  return { ...stored, rows: stored.rows.map((row) => ({ ...row, playerId: Number(row.playerId) })) }
}

export async function latestVersion(db: AppDb, gameId: number): Promise<StoredVersion | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(leaderboardVersions)
    .where(eq(leaderboardVersions.tournamentId, gameId))
    .orderBy(desc(leaderboardVersions.version))
    .limit(1)
  return row ? withNumericIds(row) : null
}

export async function storedVersion(db: AppDb, gameId: number, version: number): Promise<StoredVersion | null> {
  const [row] = await db
    .select(COLUMNS)
    .from(leaderboardVersions)
    .where(and(eq(leaderboardVersions.tournamentId, gameId), eq(leaderboardVersions.version, version)))
  return row ? withNumericIds(row) : null
}

/** The newest stored version of the game `tournaments.id` names, as a subquery (null when none). */
const newestVersion = sql<number | null>`(select max(${leaderboardVersions.version}) from ${leaderboardVersions}
  where ${leaderboardVersions.tournamentId} = ${tournaments.id})`

/** A game's status and newest version number, without rows: null when there is no such game. */
export async function boardHead(
  db: AppDb,
  gameId: number,
): Promise<{ status: LeaderboardState['status']; version: number | null } | null> {
  const [row] = await db
    .select({ status: tournaments.status, version: newestVersion })
    .from(tournaments)
    .where(eq(tournaments.id, gameId))
  return row ?? null
}

/**
 * In one statement, what a catch-up needs: the game's status, its newest version and, when given and
 * still stored, version `held` (null when there is no such game; `latest` null when none is stored).
 */
export async function loadBoardVersions(
  db: AppDb,
  gameId: number,
  held = 0,
): Promise<{ status: LeaderboardState['status']; latest: StoredVersion | null; held: StoredVersion | null } | null> {
  const rows = await db
    .select({ status: tournaments.status, ...COLUMNS })
    .from(tournaments)
    .leftJoin(
      leaderboardVersions,
      and(
        eq(leaderboardVersions.tournamentId, tournaments.id),
        or(eq(leaderboardVersions.version, newestVersion), eq(leaderboardVersions.version, held)),
      ),
    )
    .where(eq(tournaments.id, gameId))
    .orderBy(desc(leaderboardVersions.version))
  const [first, second] = rows
  if (!first) return null
  const stored = (row: typeof first | undefined): StoredVersion | null =>
    row && row.version !== null && row.rows !== null && row.meta !== null
      ? withNumericIds({ version: row.version, rows: row.rows, meta: row.meta })
      : null
  const latest = stored(first)
  const other = stored(second) ?? (latest?.version === held ? latest : null)
  return { status: first.status, latest, held: other?.version === held ? other : null }
}

/** Stores a version and drops the ones older than the last KEPT_VERSIONS. */
export async function storeVersion(db: AppDb, gameId: number, stored: StoredVersion): Promise<void> {
  await db.insert(leaderboardVersions).values({ tournamentId: gameId, ...stored })
  await db
    .delete(leaderboardVersions)
    .where(
      and(
        eq(leaderboardVersions.tournamentId, gameId),
        lte(leaderboardVersions.version, stored.version - KEPT_VERSIONS),
      ),
    )
}

/** The board-wide fields of a stored version, with the game's status as it is now. */
export async function boardState(db: AppDb, gameId: number, stored: StoredVersion): Promise<LeaderboardState> {
  const [game] = await db.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.id, gameId))
  return { status: game?.status ?? 2, ...stored.meta, suspension: stored.meta.suspension ?? null }
}

/** As JSON would carry it (jsonb drops undefined fields), so stored and fresh meta compare alike. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null))

/**
 * The board-wide fields a patch from `held` to `state` carries: `state` when they differ from the held
 * version's, else undefined (the client keeps the ones it holds). Status is not stored per version:
 * `statusBefore` is the one the client holds when known; otherwise it is taken as in progress (2), the
 * status under which versions are stored, so any other status is always sent.
 */
export function changedState(
  held: LeaderboardVersionRow['meta'] | null,
  state: LeaderboardState,
  statusBefore = 2,
): LeaderboardState | undefined {
  if (!held || state.status !== statusBefore) return state
  const { status: _status, ...meta } = state
  return same(asJson(held), asJson(meta)) ? undefined : state
}
