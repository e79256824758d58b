// The drizzle schema object: every table, so `db.query.*` and drizzle-kit see them all.
// One file per resource beside this one.
export { appMeta } from './app-meta'
export { tourCategory, type TourCategoryRow } from './tour-category'
export { seasons, type SeasonRow } from './season'
export {
  courses,
  courseHoles,
  type CourseRow,
  type CourseHoleRow,
  type Hazard,
  type HazardKind,
  type PlanePoint,
} from './course'
export { players, type PlayerRow, type SpecialtyCode } from './player'
export {
  tournaments,
  tournamentRounds,
  weatherReadings,
  type Broadcast,
  type PlayoffJson,
  type RoundStatus,
  type StageType,
  type TournamentFormat,
  type TournamentRoundRow,
  type TournamentRow,
  type TournamentStatusCode,
  type WeatherReadingRow,
} from './tournament'
export { entries, teeGroups, teeGroupPlayers, type EntryRow, type EntryStatusCode, type TeeGroupRow } from './entry'
export {
  holeScores,
  shots,
  roundTotals,
  type HoleScoreRow,
  type LieCode,
  type RoundTotalRow,
  type ShotRow,
} from './score'
export { matches, type BracketRound, type HoleResult, type MatchRow, type MatchState } from './match'
export {
  liveScoreAudit,
  leaderboardVersions,
  type LeaderboardVersionMeta,
  type LeaderboardVersionRow,
  type LiveScoreAuditRow,
  type ScoreActorKind,
  type ScoreSource,
} from './live'
export { tournamentScorers, feedTokens, type FeedTokenRow, type TournamentScorerRow } from './scoring'
export { members, type AccountStatus, type MemberRow } from './account'
export {
  authSessions,
  refreshTokens,
  loginThrottle,
  auditLog,
  type AuditRow,
  type AuthSessionRow,
  type RefreshTokenRow,
  type SessionEndReason,
} from './auth'
export { phoneCerts, passwordResets } from './verification'
export {
  tournamentVisitorInfo,
  broadcastSlots,
  type BroadcastKind,
  type BroadcastSlotRow,
  type TournamentVisitorInfoRow,
} from './game-info'
export { articles, type ArticleAttachment, type ArticleKind, type ArticleRow } from './article'
export { predictionPicks, type PredictionPickRow } from './prediction'
export { favouritePlayers, type FavouritePlayerRow } from './favourite'
export {
  educationEvents,
  educationProgrammes,
  educationRules,
  type EducationEventRow,
  type EducationMembershipType,
  type EducationProgrammeRow,
  type EducationRuleRow,
} from './education'
export { contentPages, type ContentPageRow } from './content'
export {
  prohibitedSubstances,
  cleanReports,
  tueApplications,
  type ProhibitedSubstanceRow,
  type CleanReportRow,
  type TueApplicationRow,
} from './clean'
export { mediaItems, type MediaItemInsert, type MediaItemRow } from './media'
export { jobLeases } from './job'
export {
  duesPeriods,
  entranceFees,
  memberSanctions,
  standingChanges,
  reinstatementApplications,
  reinstatementConsents,
  type DuesPeriodRow,
  type EntranceFeeRow,
  type LedgerState,
  type ReinstatementRow,
  type ReinstatementState,
  type SanctionRow,
  type StandingChangeRow,
} from './membership'
export {
  paymentOrders,
  paymentOrderLines,
  paymentEvents,
  paymentCancels,
  idempotencyKeys,
  paymentWebhookReceipts,
  billingCards,
  type BillingCardRow,
  type PaymentOrderRow,
  type RefundAccountJson,
  type VirtualAccountJson,
} from './payment'
export {
  sandboxPaySessions,
  sandboxPayments,
  sandboxBillingKeys,
  sandboxWebhookOutbox,
  type SandboxPaymentRow,
} from './sandbox-pay'
export { officialActions, type OfficialActionRow, type OfficialActorKind } from './officials'
export { certificates, certificateCounters, type CertificateRow } from './certificates'
export {
  welfareApplications,
  welfareFiles,
  type WelfareApplicationRow,
  type WelfareFileRow,
} from './welfare'
export {
  educationApplications,
  type EducationApplicationRow,
  type EducationApplicationState,
} from './education-applications'
export {
  cashBalances,
  cashEntries,
  coupons,
  memberCoupons,
  type CashEntryRow,
  type CouponDiscountKind,
  type CouponRow,
  type CouponState,
  type MemberCouponRow,
  type MemberCouponState,
} from './wallet'
export {
  inquiries,
  faqEntries,
  affiliateBenefits,
  mailOutbox,
  sandboxMailMessages,
  type AffiliateBenefitRow,
  type FaqEntryRow,
  type InquiryRow,
} from './support'
export {
  ticketProducts,
  ticketPurchases,
  tickets,
  ticketWaitingRooms,
  type TicketConsentsJson,
  type TicketProductRow,
  type TicketPurchaseRow,
  type TicketRow,
  type TicketState,
} from './ticketing'
export {
  applicationConsents,
  applicationFields,
  tournamentApplications,
  type ApplicationFieldRow,
  type TournamentApplicationRow,
} from './applications'
