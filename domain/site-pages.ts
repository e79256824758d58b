/**
 * The portal's pages as site search finds them (`GET /api/search`, kind pages): the site map of the
 * header and footer (src/features/shell/nav.ts) with titles in both languages and a few extra words
 * people type. Here rather than in src/ because the server searches it and must not import the app.
 * Paths are the spec's (portal.md §2); keep them in step with src/lib/portal-paths.ts.
 */

export interface SitePage {
  /** Stable id, also the React key. */
  id: string
  path: string
  titleKo: string
  titleEn: string
  sectionKo: string
  sectionEn: string
  /** Other words that should find the page (both languages, lower case). */
  keywords?: readonly string[]
}

type Section = readonly [ko: string, en: string]
const TOURS: Section = ['투어', 'Tours']
const RECORDS: Section = ['기록', 'Records']
const MEDIA: Section = ['미디어', 'Media']
const ASSOCIATION: Section = ['협회', 'Association']
const MEMBERS: Section = ['회원', 'Members']
const SUPPORT: Section = ['고객지원', 'Support']

const page = (id: string, path: string, [titleKo, titleEn]: Section, [sectionKo, sectionEn]: Section, keywords?: readonly string[]): SitePage => ({
  id,
  path,
  titleKo,
  titleEn,
  sectionKo,
  sectionEn,
  ...(keywords ? { keywords } : {}),
})

export const SITE_PAGES: readonly SitePage[] = [
  page('home', '/', ['홈', 'Home'], TOURS, ['main', '메인']),
  page('schedule', '/tours/schedule/schedule?tourId=11', ['일정', 'Schedule'], TOURS, ['calendar', '캘린더', '대회 일정', 'tournament']),
  page('leaderboard', '/tours/leaderboard/?tourId=11', ['리더보드', 'Leaderboard'], TOURS, ['live', '라이브', 'scores', '스코어']),
  page('players', '/tours/player/player/?tourId=11', ['선수', 'Players'], TOURS, ['player search', '선수 검색', 'profile', '프로필']),
  page('open-selection', '/tours/member/openSelection/?tourId=54', ['회원선발전', 'Membership selection'], TOURS, ['tryout', '선발', 'pro trials']),
  page('records', '/tours/record/?tourId=11', ['투어 기록', 'Tour records'], RECORDS, ['stats', '통계', 'ranking', '순위', 'genesis', '제네시스', 'prize money', '상금']),
  page('points-ranking', '/tours/sponsor/awards/', ['포인트 순위', 'Points ranking'], RECORDS, ['awards', '시상', 'genesis', '제네시스']),
  page('player-shots', '/tours/playershot/playershot/?tabId=all', ['플레이어 샷', 'Player shots'], RECORDS, ['shot', '샷']),
  page('notices', '/tours/notice/notice/?tourId=11', ['공지사항', 'Notices'], MEDIA, ['notice', '공지']),
  page('photos', '/medias/photo/?tourId=12', ['포토', 'Photos'], MEDIA, ['photo', '사진', 'gallery']),
  page('videos', '/tours/media/media/?tourId=11', ['영상', 'Videos'], MEDIA, ['video', '동영상', 'highlights', '하이라이트']),
  page('story', '/story/', ['스토리', 'Story'], MEDIA),
  page('about', '/abouts/about', ['협회 소개', 'About us'], ASSOCIATION, ['association', '협회']),
  page('greetings', '/abouts/greetings', ['인사말', 'Greetings'], ASSOCIATION, ['chairman', '회장']),
  page('history', '/abouts/history', ['연혁', 'History'], ASSOCIATION),
  page('organization', '/abouts/organization', ['조직도', 'Organisation'], ASSOCIATION, ['organization', 'committee', '위원회', 'staff']),
  page('contact-us', '/abouts/contactUs', ['오시는 길', 'Directions'], ASSOCIATION, ['contact', '연락처', 'map', '지도', 'address', '주소']),
  page('game-apply', '/communitys/gameApply', ['대회 참가 신청', 'Tournament application'], MEMBERS, ['apply', '신청', 'entry']),
  page('member-board', '/communitys/board?boardType=member', ['회원 게시판', 'Member board'], MEMBERS, ['board', '게시판']),
  page('lesson', '/communitys/lesson', ['레슨', 'Lessons'], MEMBERS, ['instructor', '강사', 'lesson']),
  page('job-offer', '/communitys/jobOffer', ['구인·구직', 'Job offers'], MEMBERS, ['job', '구인', '구직', 'recruit']),
  page('my-page', '/member/mypage', ['마이페이지', 'My page'], SUPPORT, ['account', '계정', 'profile', '회원정보']),
  page('favourites', '/member/mypage?tab=favorite-player', ['관심 선수', 'Players of interest'], SUPPORT, ['favourite', 'favorite', '즐겨찾기', '관심']),
  page('login', '/sign/login', ['로그인', 'Log in'], SUPPORT, ['login', 'sign in']),
  page('sign-up', '/sign/join', ['회원가입', 'Sign up'], SUPPORT, ['join', 'register', '가입']),
  page('find-id', '/sign/findId', ['아이디 찾기', 'Find ID'], SUPPORT),
  page('find-password', '/sign/findPw', ['비밀번호 찾기', 'Find password'], SUPPORT),
  page('affiliation', '/communitys/affiliation', ['제휴 혜택', 'Affiliate benefits'], SUPPORT, ['benefit', '혜택']),
  page('terms', '/terms/usage/', ['이용약관', 'Terms of use'], SUPPORT, ['terms', '약관']),
  page('privacy', '/terms/privacy/', ['개인정보처리방침', 'Privacy policy'], SUPPORT, ['privacy', '개인정보']),
  page('clean', '/terms/clean/', ['클린투어 센터', 'Clean tour centre'], SUPPORT, ['clean', '클린', 'doping', '도핑', 'report', '신고']),
]

/** Pages whose title (either language) or extra words contain the term (case-insensitive), in site-map order. */
export function matchSitePages(term: string, pages: readonly SitePage[] = SITE_PAGES): SitePage[] {
  const needle = term.trim().toLowerCase()
  if (!needle) return []
  return pages.filter((p) =>
    [p.titleKo, p.titleEn, ...(p.keywords ?? [])].some((text) => text.toLowerCase().includes(needle)),
  )
}
