import { seoulYear } from '@domain/time'

/** The season shown in heroes: the current year in the association's time zone. */
export const currentSeason = (now: Date = new Date()): number => seoulYear(now)
