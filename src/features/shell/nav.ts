import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { paths } from '@/lib/portal-paths'

export interface NavLink {
  label: MessageDescriptor
  to: string
  /**
   * docs/requirements/content.md#con-4: the overseas-tour menu and some community and event menus show only in Korean.
   */
  koOnly?: boolean
  /**
   * docs/requirements/accounts.md#acc-19: a visitor gets "please log in and try again" instead
   * (src/components/auth/use-member-gate.ts).
   */
  memberOnly?: boolean
}

/** An entry that is not a portal path: the academy opens the partner's site by a POST hand-off. */
export interface NavAction {
  label: MessageDescriptor
  action: 'academy'
  koOnly?: boolean
}

export type NavItem = NavLink | NavAction

export interface NavSection {
  id: string
  label: MessageDescriptor
  links: NavItem[]
}

/** A stable key for lists. */
export const navKey = (item: NavItem): string => ('action' in item ? `action:${item.action}` : item.to)

/**
 * The site map: mobile full menu and footer columns share it so they never disagree. Issue 8's pages (media,
 * about, education, clean centre, guides) sit in the section a visitor would look for them; the overseas tour
 * and some community and event entries are Korean only (docs/requirements/content.md#con-4).
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    id: 'tours',
    label: msg`Tours`,
    links: [
      { label: msg`Schedule`, to: paths.schedule(11) },
      { label: msg`Leaderboard`, to: paths.leaderboard(11) },
      { label: msg`Players`, to: paths.players(11) },
      { label: msg`Membership selection`, to: paths.openSelection },
      { label: msg`Junior tour`, to: paths.guide('junior') },
      { label: msg`Winter tour`, to: paths.guide('winter') },
      { label: msg`Frontier tour`, to: paths.guide('frontier') },
      { label: msg`Professional club league`, to: paths.guide('clubLeague') },
      { label: msg`Overseas tour`, to: paths.guide('overseas'), koOnly: true },
    ],
  },
  {
    id: 'records',
    label: msg`Records`,
    links: [
      { label: msg`Tour records`, to: paths.records(11) },
      { label: msg`Points ranking`, to: paths.pointsRanking },
      { label: msg`Player shots`, to: paths.playerShots },
    ],
  },
  {
    id: 'media',
    label: msg`Media`,
    links: [
      { label: msg`News`, to: paths.news(11) },
      { label: msg`Photos`, to: paths.photos(12) },
      { label: msg`Videos`, to: paths.videos(11) },
      { label: msg`Story`, to: paths.story },
      { label: msg`Tour notices`, to: paths.notices(11) },
    ],
  },
  {
    id: 'association',
    label: msg`Association`,
    links: [
      { label: msg`About us`, to: paths.about('about') },
      { label: msg`Greetings`, to: paths.about('greetings') },
      { label: msg`Chairman`, to: paths.about('chairman') },
      { label: msg`History`, to: paths.about('history') },
      { label: msg`Organisation`, to: paths.about('organization') },
      { label: msg`Committees`, to: paths.about('committees') },
      { label: msg`Secretariat`, to: paths.about('staff') },
      { label: msg`Member statistics`, to: paths.about('condition') },
      { label: msg`Association notices`, to: paths.associationNotices },
      { label: msg`Customer centre`, to: paths.about('contactUs') },
      { label: msg`Directions`, to: paths.about('directions') },
    ],
  },
  {
    id: 'education',
    label: msg`Education and clean tour`,
    links: [
      { label: msg`Education`, to: paths.education },
      { label: msg`Report a violation`, to: paths.clean('report') },
      { label: msg`Prohibited substances`, to: paths.clean('substances') },
      { label: msg`Therapeutic use exemption`, to: paths.clean('tue') },
      { label: msg`Clean tour regulations`, to: paths.terms('clean') },
    ],
  },
  {
    id: 'members',
    label: msg`Members`,
    links: [
      { label: msg`Tournament application`, to: paths.applicationList, memberOnly: true },
      { label: msg`Member board`, to: paths.community('board', { boardType: 'member' }) },
      { label: msg`Lessons`, to: paths.community('lesson') },
      { label: msg`Job offers`, to: paths.community('jobOffer') },
      { label: msg`Buy and sell`, to: paths.community('sale'), koOnly: true },
      { label: msg`Off-season`, to: paths.community('offSeason'), koOnly: true },
      { label: msg`Academy`, action: 'academy' },
    ],
  },
  {
    id: 'support',
    label: msg`Services`,
    links: [
      { label: msg`My page`, to: paths.myPage },
      { label: msg`Events`, to: paths.events, koOnly: true },
      { label: msg`Affiliate benefits`, to: paths.community('affiliation') },
      { label: msg`Frequently asked questions`, to: paths.about('faq') },
      { label: msg`Advertising and sponsorship`, to: paths.guide('advertising') },
      { label: msg`Sponsors`, to: paths.guide('sponsors') },
      { label: msg`Shop`, to: paths.guide('mall') },
      { label: msg`Welfare mall`, to: paths.guide('welfareMall') },
    ],
  },
]

/** The small print: terms and policies (privacy is shown in bold, as the law expects). */
export const POLICY_LINKS: readonly (NavLink & { strong?: boolean })[] = [
  { label: msg`Terms of use`, to: paths.terms('usage') },
  { label: msg`Privacy policy`, to: paths.terms('privacy'), strong: true },
  { label: msg`Marketing consent`, to: paths.terms('marketing') },
  { label: msg`Clean tour`, to: paths.terms('clean') },
]

export function visibleLinks<T extends { koOnly?: boolean }>(links: readonly T[], locale: string): T[] {
  return links.filter((link) => !link.koOnly || locale === 'ko')
}
