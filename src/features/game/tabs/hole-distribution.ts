import type { HoleStatDto } from '@contract/game-records'

/** The five groups boards show (eagles or better … double bogeys or worse) from the engine's nine names. */
export interface Distribution {
  eagles: number
  birdies: number
  pars: number
  bogeys: number
  doubles: number
}

export function distribution(counts: HoleStatDto['counts']): Distribution {
  return {
    eagles: counts.albatross + counts['hole-in-one'] + counts.eagle,
    birdies: counts.birdie,
    pars: counts.par,
    bogeys: counts.bogey,
    doubles: counts['double-bogey'] + counts['triple-bogey'] + counts['quadruple-bogey'],
  }
}

export const DISTRIBUTION_KEYS = ['eagles', 'birdies', 'pars', 'bogeys', 'doubles'] as const
