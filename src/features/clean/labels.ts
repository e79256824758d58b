/** Words of the clean centre's codes (Prohibited List classes, report categories, statuses), in Lingui. */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ProhibitedWhen, ReportCategory, ReportStatus, SubstanceClass } from '@contract/clean'
import type { TueRoute, TueStatus } from '@contract/clean-tue'

/** The class names of the World Anti-Doping Code's Prohibited List. */
export const CLASS_NAMES: Readonly<Record<SubstanceClass, MessageDescriptor>> = {
  S0: msg`Non-approved substances`,
  S1: msg`Anabolic agents`,
  S2: msg`Peptide hormones, growth factors and related substances`,
  S3: msg`Beta-2 agonists`,
  S4: msg`Hormone and metabolic modulators`,
  S5: msg`Diuretics and masking agents`,
  S6: msg`Stimulants`,
  S7: msg`Narcotics`,
  S8: msg`Cannabinoids`,
  S9: msg`Glucocorticoids`,
  M1: msg`Manipulation of blood and blood components`,
  M2: msg`Chemical and physical manipulation`,
  M3: msg`Gene and cell doping`,
  P1: msg`Beta-blockers`,
}

export const PROHIBITED_LABELS: Readonly<Record<ProhibitedWhen, MessageDescriptor>> = {
  always: msg`At all times`,
  in_competition: msg`In competition`,
}

export const CATEGORY_LABELS: Readonly<Record<ReportCategory, MessageDescriptor>> = {
  doping: msg`Doping`,
  match_fixing: msg`Match fixing`,
  illegal_betting: msg`Illegal betting`,
  violence: msg`Violence or harassment`,
  other: msg`Other misconduct`,
}

export const CATEGORY_HINTS: Readonly<Record<ReportCategory, MessageDescriptor>> = {
  doping: msg`Use of prohibited substances or methods, refusing or dodging a test`,
  match_fixing: msg`Deliberately losing, arranging results or scores, offers to do so`,
  illegal_betting: msg`Betting on tournaments, offering inside information to bettors`,
  violence: msg`Assault, verbal abuse, sexual harassment, bullying`,
  other: msg`Unfair play, abuse of position and other breaches of integrity`,
}

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, MessageDescriptor>> = {
  received: msg`Received`,
  reviewing: msg`Under review`,
  closed: msg`Closed`,
}

export const TUE_STATUS_LABELS: Readonly<Record<TueStatus, MessageDescriptor>> = {
  submitted: msg`Submitted`,
  reviewing: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
}

export const ROUTE_LABELS: Readonly<Record<TueRoute, MessageDescriptor>> = {
  oral: msg`Oral`,
  inhaled: msg`Inhaled`,
  intravenous: msg`Intravenous injection`,
  intramuscular: msg`Intramuscular injection`,
  subcutaneous: msg`Subcutaneous injection`,
  intra_articular: msg`Joint injection`,
  topical: msg`On the skin`,
  transdermal: msg`Patch (transdermal)`,
  rectal: msg`Rectal`,
  other: msg`Other`,
}
