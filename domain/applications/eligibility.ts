/**
 * Who may enter which tournament (docs/requirements/tournament-applications.md#app-6, the table in
 * docs/decisions/0081-application-eligibility.md): by tour, by the membership selection's stage and by membership
 * type. Standing (dues, entrance fee, discipline) is not here: it is the one standing function's answer
 * (domain/membership/may.ts, action `apply_tournament`), asked beside this.
 */
import type { MembershipType } from '@contract/roles'
import type { SelectionStage } from '../selection/pass-line'
import { fullYears } from '../time/years'

/** Why the tournament is not for this member, in the order they are checked. */
export const ELIGIBILITY_REFUSALS = ['not_member', 'class', 'age', 'not_qualified'] as const
export type EligibilityRefusal = (typeof ELIGIBILITY_REFUSALS)[number]

/** The Champions Tour (13) is for members aged 50 or more on the tournament's first day. */
export const SENIOR_AGE = 50

const REGULAR: readonly MembershipType[] = ['tour_pro', 'playing_pro']
const ASSOCIATE: readonly MembershipType[] = ['semi_pro', 'teaching_pro']
const EVERYONE: readonly MembershipType[] = [...REGULAR, ...ASSOCIATE]

/** Membership types per tour; the selection (54) goes by stage instead. Tours not listed take every member. */
const BY_TOUR: Readonly<Record<number, readonly MembershipType[]>> = {
  11: ['tour_pro'],
  12: REGULAR,
  13: REGULAR,
}

/** The membership selection's stages: associates try out for pro, playing pros for tour pro. */
const BY_STAGE: Readonly<Record<SelectionStage, readonly MembershipType[]>> = {
  tryout: [...ASSOCIATE, 'playing_pro'],
  pro_trials: ASSOCIATE,
  tour_pro_trials: ['playing_pro'],
  finals: [...ASSOCIATE, 'playing_pro'],
}

export interface EligibilityTournament {
  tourId: number
  stageType: SelectionStage | null
  /** 'YYYY-MM-DD', the first day (Seoul). */
  startDate: string
}

export interface EligibilityApplicant {
  /** Null for a web member who is not an association member. */
  membershipType: MembershipType | null
  /** 'YYYY-MM-DD'; null when unknown (the age rule then refuses). */
  birthDate: string | null
  /** For a finals stage: the member passed a tryout of the same season (domain/selection/pass-line.ts). */
  passedTryout: boolean
}

/** The types a tournament is for: what the application page shows beside a refusal. */
export function eligibleTypes(t: EligibilityTournament): readonly MembershipType[] {
  if (t.stageType) return BY_STAGE[t.stageType]
  return BY_TOUR[t.tourId] ?? EVERYONE
}

/** Null when the member may enter, otherwise the first reason not to. */
export function eligibilityRefusal(t: EligibilityTournament, m: EligibilityApplicant): EligibilityRefusal | null {
  if (m.membershipType === null) return 'not_member'
  if (!eligibleTypes(t).includes(m.membershipType)) return 'class'
  if (t.tourId === 13 && (m.birthDate === null || fullYears(m.birthDate, t.startDate) < SENIOR_AGE)) return 'age'
  if (t.stageType === 'finals' && !m.passedTryout) return 'not_qualified'
  return null
}
