/**
 * The one Asia/Seoul clock of server and browser (docs/decisions/0045-one-seoul-clock.md): business dates,
 * windows, durations, whole years and formatting. Nothing outside this folder shifts by the Seoul offset;
 * domain/time/no-seoul-arithmetic.test.ts keeps it so.
 */
export * from './calendar'
export * from './format'
export * from './instants'
export * from './periods'
export * from './years'
export { DAY_MS, HOUR_MS, type Instant, MINUTE_MS, SEOUL_OFFSET_MS, SEOUL_TIME_ZONE } from './zone'
