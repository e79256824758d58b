/**
 * The 1:1 inquiry's rules (docs/requirements/my-page.md#my-15): what a member may ask about, how long a question
 * and an answer may be, and what may still change in each state. Pure: the server and the form share them.
 */

/** What a member may ask about; the names are in both languages beside them (inquiry-categories.ts). */
export const INQUIRY_CATEGORIES = [
  'membership',
  'dues',
  'tournament',
  'education',
  'certificate',
  'welfare',
  'website',
  'other',
] as const
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number]

/** Unanswered, then answer completed (the specification's two states); nothing else exists. */
export const INQUIRY_STATES = ['unanswered', 'answered'] as const
export type InquiryState = (typeof INQUIRY_STATES)[number]

/** Lengths in characters after trimming: a title is one line, a question or an answer a few paragraphs. */
export const INQUIRY_LIMITS = {
  titleMin: 2,
  titleMax: 100,
  contentMin: 10,
  contentMax: 4000,
  answerMin: 2,
  answerMax: 4000,
} as const

export const INQUIRY_PAGE_SIZE = 10

/** The member edits or deletes a question only while nobody answered it: an answer refers to its words. */
export const memberMayChange = (state: InquiryState): boolean => state === 'unanswered'

/** The state a stored inquiry is in: answered once an answer was saved. */
export const inquiryStateOf = (answeredAt: Date | string | null): InquiryState =>
  answeredAt === null ? 'unanswered' : 'answered'
