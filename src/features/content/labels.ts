import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AgeGroup, RegionCode } from '@domain/content/member-stats'

/** Names of the member statistics' buckets (domain/content/member-stats.ts). */
export const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, MessageDescriptor>> = {
  under20: msg`Under 20`,
  '20s': msg`20s`,
  '30s': msg`30s`,
  '40s': msg`40s`,
  '50s': msg`50s`,
  '60plus': msg`60 and over`,
  unknown: msg`Age not recorded`,
}

export const REGION_LABELS: Readonly<Record<RegionCode, MessageDescriptor>> = {
  seoul: msg`Seoul`,
  busan: msg`Busan`,
  daegu: msg`Daegu`,
  incheon: msg`Incheon`,
  gwangju: msg`Gwangju`,
  daejeon: msg`Daejeon`,
  ulsan: msg`Ulsan`,
  sejong: msg`Sejong`,
  gyeonggi: msg`Gyeonggi`,
  gangwon: msg`Gangwon`,
  chungbuk: msg`North Chungcheong`,
  chungnam: msg`South Chungcheong`,
  jeonbuk: msg`North Jeolla`,
  jeonnam: msg`South Jeolla`,
  gyeongbuk: msg`North Gyeongsang`,
  gyeongnam: msg`South Gyeongsang`,
  jeju: msg`Jeju`,
  overseas: msg`Abroad`,
  unknown: msg`Region not recorded`,
}
