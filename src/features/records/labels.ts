import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { RankingCategory, RecordTab } from '@contract/record-search'
import type { TourRecordKind } from '@contract/records'

/** Names of the records pages' tabs, lists and records (decision 0028), in both languages. */

export const TAB_LABELS: Readonly<Record<RecordTab, MessageDescriptor>> = {
  rankings: msg`Rankings`,
  tour: msg`Tour Record`,
  competition: msg`Record by competition`,
  stats: msg`Stats by season`,
  awards: msg`Season awards`,
}

export const CATEGORY_LABELS: Readonly<Record<RankingCategory, MessageDescriptor>> = {
  genesis: msg`Genesis Points`,
  prize: msg`Prize Money`,
  rookie: msg`Rookie of the Year`,
  strokeAverage: msg`Stroke Average`,
  drivingDistance: msg`Driving Distance`,
  drivingAccuracy: msg`Driving Accuracy`,
  greensInRegulation: msg`Greens in Regulation`,
  putts: msg`Putts per Round`,
  recoveries: msg`Recoveries`,
  championsPoints: msg`Champions Tour Points`,
  winterPoints: msg`Winter Tour Points`,
  reRanking: msg`Re-ranking`,
}

export const RECORD_KIND_LABELS: Readonly<Record<TourRecordKind, MessageDescriptor>> = {
  wins: msg`Most wins`,
  top10s: msg`Most top-10 finishes`,
  cutsMade: msg`Most cuts made`,
  consecutiveCuts: msg`Most consecutive cuts made`,
  prize: msg`Most prize money`,
  lowestRoundStrokes: msg`Lowest round`,
  lowestRoundToPar: msg`Lowest round to par`,
  mostBirdiesInRound: msg`Most birdies in a round`,
  lowest72Strokes: msg`Lowest 72 holes`,
  lowest72ToPar: msg`Lowest 72 holes to par`,
}
