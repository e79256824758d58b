/**
 * The business time zone. Korea keeps UTC+9 all year (no daylight saving since 1988), so a fixed offset is
 * exact and plain arithmetic gives the same answers as a time-zone library
 * (docs/decisions/0045-one-seoul-clock.md). This is the only place that knows the offset or the zone's name.
 */
export const SEOUL_TIME_ZONE = 'Asia/Seoul'

export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** Seoul's offset from UTC: 9 hours. */
export const SEOUL_OFFSET_MS = 9 * HOUR_MS

/** An instant as a Date, epoch milliseconds or an ISO string (as the API sends them). */
export type Instant = Date | number | string

export const epochMs = (instant: Instant): number =>
  typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime()

/** The instant moved onto the Seoul wall clock: its UTC fields read as Seoul's date and time. */
export const onSeoulWall = (instant: Instant): Date => new Date(epochMs(instant) + SEOUL_OFFSET_MS)
