import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ClubType, GalleryTab, MediaField, MediaScore, SearchOrder } from '@contract/media-codes'

/** Names of the media filter's codes (contract/media-codes.ts) in the reader's language. */
export const CLUB_TYPE_LABELS: Record<ClubType, MessageDescriptor> = {
  driver: msg`Driver`,
  wood: msg`Fairway wood`,
  hybrid: msg`Hybrid`,
  iron: msg`Iron`,
  wedge: msg`Wedge`,
  putter: msg`Putter`,
}

export const FIELD_LABELS: Record<MediaField, MessageDescriptor> = {
  tee: msg`Teeing area`,
  fairway: msg`Fairway`,
  rough: msg`Rough`,
  bunker: msg`Bunker`,
  green: msg`Green`,
}

export const SCORE_LABELS: Record<MediaScore, MessageDescriptor> = {
  holeInOne: msg`Hole-in-one`,
  albatross: msg`Albatross`,
  eagle: msg`Eagle`,
  birdie: msg`Birdie`,
  par: msg`Par`,
  bogey: msg`Bogey`,
}

export const ORDER_LABELS: Record<SearchOrder, MessageDescriptor> = {
  basic: msg`By tournament day`,
  latest: msg`Latest`,
  popular: msg`Most viewed`,
}

export const TAB_LABELS: Record<GalleryTab, MessageDescriptor> = {
  news: msg`News`,
  photo: msg`Photos`,
  video: msg`Videos`,
}
