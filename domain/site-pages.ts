/**
 * The portal's pages as site search finds them (`GET /api/search`, kind pages): the site map of the
 * header and footer (src/features/shell/nav.ts) with titles in both languages and a few extra words
 * people type. Here rather than in src/ because the server searches it and must not import the app.
 * Paths are the requirements' (docs/requirements/content.md#con-5); keep them in step with src/lib/portal-paths.ts.
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
  /** Shown only to Korean readers (the overseas tour link, docs/requirements/content.md#con-4). */
  koOnly?: boolean
}

type Section = readonly [ko: string, en: string]
const TOURS: Section = ['투어', 'Tours']
const RECORDS: Section = ['기록', 'Records']
const MEDIA: Section = ['미디어', 'Media']
const ASSOCIATION: Section = ['협회', 'Association']
const EDUCATION: Section = ['교육·클린투어', 'Education and clean tour']
const MEMBERS: Section = ['회원', 'Members']
const SERVICES: Section = ['서비스', 'Services']
const POLICIES: Section = ['약관·정책', 'Terms and policies']

const page = (
  id: string,
  path: string,
  [titleKo, titleEn]: Section,
  [sectionKo, sectionEn]: Section,
  keywords?: readonly string[],
): SitePage => ({
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
  page('schedule', '/tours/schedule/schedule?tourId=11', ['일정', 'Schedule'], TOURS, [
    'calendar',
    '캘린더',
    '대회 일정',
    'tournament',
  ]),
  page('leaderboard', '/tours/leaderboard/?tourId=11', ['리더보드', 'Leaderboard'], TOURS, [
    'live',
    '라이브',
    'scores',
    '스코어',
  ]),
  page('players', '/tours/player/player/?tourId=11', ['선수', 'Players'], TOURS, [
    'player search',
    '선수 검색',
    'profile',
    '프로필',
  ]),
  page('open-selection', '/tours/member/openSelection/?tourId=54', ['회원선발전', 'Membership selection'], TOURS, [
    'tryout',
    '선발',
    'pro trials',
  ]),
  page('junior', '/guides/junior', ['주니어투어', 'Junior Tour'], TOURS, ['junior', '주니어', 'youth', '유소년']),
  page('winter', '/guides/winter', ['윈터투어', 'Winter Tour'], TOURS, ['winter', '윈터', '동계']),
  page('frontier', '/guides/frontier', ['프론티어투어', 'Frontier Tour'], TOURS, [
    'frontier',
    '프론티어',
    'development',
    '육성',
  ]),
  page('club-league', '/guides/clubLeague', ['프로골프클럽리그', 'Professional Club League'], TOURS, [
    'club league',
    '클럽리그',
    'team',
    '단체전',
  ]),
  {
    ...page('overseas', '/guides/overseas', ['해외투어', 'Overseas tours'], TOURS, [
      'overseas',
      '해외',
      'jgto',
      'asian tour',
      '아시안투어',
    ]),
    koOnly: true,
  },
  page('records', '/tours/record/?tourId=11', ['투어 기록', 'Tour records'], RECORDS, [
    'stats',
    '통계',
    'ranking',
    '순위',
    'genesis',
    '제네시스',
    'prize money',
    '상금',
  ]),
  page('points-ranking', '/tours/sponsor/awards/', ['포인트 순위', 'Points ranking'], RECORDS, [
    'awards',
    '시상',
    'genesis',
    '제네시스',
  ]),
  page('player-shots', '/tours/playershot/playershot/?tabId=all', ['플레이어 샷', 'Player shots'], RECORDS, [
    'shot',
    '샷',
  ]),
  page('news', '/tours/media/media/?tourId=11', ['뉴스', 'News'], MEDIA, [
    'news',
    '소식',
    'press',
    '보도',
    'media',
    '미디어',
  ]),
  page('photos', '/medias/photo/?tourId=12', ['포토', 'Photos'], MEDIA, ['photo', '사진', 'gallery', '갤러리']),
  page('videos', '/tours/media/media/?tourId=11&tab=video', ['영상', 'Videos'], MEDIA, [
    'video',
    '동영상',
    'highlights',
    '하이라이트',
  ]),
  page('story', '/story/', ['스토리', 'Story'], MEDIA, ['story', '이야기']),
  page('notices', '/tours/notice/notice/?tourId=11', ['투어 공지사항', 'Tour notices'], MEDIA, ['notice', '공지']),
  page('about', '/abouts/about', ['협회 소개', 'About us'], ASSOCIATION, ['association', '협회', 'vision', '비전']),
  page('greetings', '/abouts/greetings', ['인사말', 'Greetings'], ASSOCIATION, ['greeting', '인사']),
  page('chairman', '/abouts/chairman', ['회장 소개', 'The chairman'], ASSOCIATION, [
    'chairman',
    '회장',
    'president',
    '역대 회장',
  ]),
  page('history', '/abouts/history', ['연혁', 'History'], ASSOCIATION, ['history', '역사']),
  page('organization', '/abouts/organization', ['조직도', 'Organisation'], ASSOCIATION, [
    'organization',
    'organisation chart',
    '조직',
  ]),
  page('committees', '/abouts/committees', ['위원회', 'Committees'], ASSOCIATION, [
    'committee',
    '위원',
    'ethics',
    '윤리',
  ]),
  page('staff', '/abouts/staff', ['사무국', 'Secretariat'], ASSOCIATION, [
    'staff',
    '직원',
    '담당자',
    'extension',
    '내선',
  ]),
  page('condition', '/abouts/condition', ['회원 현황', 'Member statistics'], ASSOCIATION, [
    'statistics',
    '통계',
    'members',
    '회원 수',
    'region',
    '지역',
    'age',
    '연령',
  ]),
  page('association-notices', '/abouts/notice/', ['협회 공지사항', 'Association notices'], ASSOCIATION, [
    'notice',
    '공지',
    'dues',
    '회비',
  ]),
  page('contact-us', '/abouts/contactUs', ['고객센터', 'Customer centre'], ASSOCIATION, [
    'contact us',
    'contact',
    '연락처',
    '문의',
    'phone',
    '전화',
    'email',
    '이메일',
  ]),
  page('directions', '/abouts/directions', ['오시는 길', 'Directions'], ASSOCIATION, [
    'map',
    '지도',
    'address',
    '주소',
    'parking',
    '주차',
    'subway',
    '지하철',
  ]),
  page('education', '/educations/education/', ['교육', 'Education'], EDUCATION, [
    'training',
    '입문교육',
    'seminar',
    '세미나',
    'forum',
    '포럼',
  ]),
  page('clean-report', '/cleans/report/', ['클린투어 신고', 'Report a violation'], EDUCATION, [
    'clean',
    '클린',
    'report',
    '신고',
    'match fixing',
    '승부조작',
  ]),
  page('clean-substances', '/cleans/substances/', ['금지약물 검색', 'Prohibited substances'], EDUCATION, [
    'doping',
    '도핑',
    'substance',
    '약물',
  ]),
  page('clean-tue', '/cleans/tue/', ['치료목적사용면책', 'Therapeutic use exemption'], EDUCATION, [
    'tue',
    '면책',
    'doping',
    '도핑',
  ]),
  page('game-apply', '/communitys/gameApply', ['대회 참가 신청', 'Tournament application'], MEMBERS, [
    'apply',
    '신청',
    'entry',
  ]),
  page('member-board', '/communitys/board?boardType=member', ['회원 게시판', 'Member board'], MEMBERS, [
    'board',
    '게시판',
  ]),
  page('lesson', '/communitys/lesson', ['레슨', 'Lessons'], MEMBERS, ['instructor', '강사', 'lesson']),
  page('job-offer', '/communitys/jobOffer', ['구인·구직', 'Job offers'], MEMBERS, ['job', '구인', '구직', 'recruit']),
  page('academy', '/guides/academy', ['아카데미', 'Academy'], MEMBERS, ['academy', '아카데미', 'course', '강좌']),
  page('my-page', '/member/mypage', ['마이페이지', 'My page'], SERVICES, ['account', '계정', 'profile', '회원정보']),
  page('favourites', '/member/mypage?tab=favorite-player', ['관심 선수', 'Players of interest'], SERVICES, [
    'favourite',
    'favorite',
    '즐겨찾기',
    '관심',
  ]),
  page('login', '/sign/login', ['로그인', 'Log in'], SERVICES, ['login', 'sign in']),
  page('sign-up', '/sign/join', ['회원가입', 'Sign up'], SERVICES, ['join', 'register', '가입']),
  page('find-id', '/sign/findId', ['아이디 찾기', 'Find ID'], SERVICES),
  page('find-password', '/sign/findPw', ['비밀번호 찾기', 'Find password'], SERVICES),
  page('affiliation', '/communitys/affiliation', ['제휴 혜택', 'Affiliate benefits'], SERVICES, ['benefit', '혜택']),
  page('advertising', '/guides/advertising', ['광고·후원 안내', 'Advertising and sponsorship'], SERVICES, [
    'advertising',
    '광고',
    'sponsorship',
    '후원',
    'rates',
    '요금',
  ]),
  page('sponsors', '/guides/sponsors', ['후원사', 'Sponsors'], SERVICES, ['sponsor', '후원사', 'partner', '파트너']),
  page('mall', '/guides/mall', ['쇼핑몰', 'Shop'], SERVICES, ['shop', 'mall', '쇼핑', '굿즈', 'goods']),
  page('welfare-mall', '/guides/welfareMall', ['복지몰', 'Welfare mall'], SERVICES, [
    'welfare',
    '복지',
    'discount',
    '할인',
  ]),
  page('terms', '/terms/usage/', ['이용약관', 'Terms of use'], POLICIES, ['terms', '약관']),
  page('privacy', '/terms/privacy/', ['개인정보처리방침', 'Privacy policy'], POLICIES, [
    'privacy',
    '개인정보',
    'retention',
    '보유 기간',
  ]),
  page('marketing', '/terms/marketing/', ['마케팅 정보 수신 동의', 'Consent to marketing messages'], POLICIES, [
    'marketing',
    '마케팅',
    'consent',
    '수신 동의',
  ]),
  page('clean', '/terms/clean/', ['클린투어 규정', 'Clean tour regulations'], POLICIES, [
    'clean',
    '클린',
    'doping',
    '도핑',
    'regulations',
    '규정',
  ]),
]

/** Pages whose title (either language) or extra words contain the term (case-insensitive), in site-map order. */
export function matchSitePages(
  term: string,
  pages: readonly SitePage[] = SITE_PAGES,
  lang: 'ko' | 'en' = 'ko',
): SitePage[] {
  const needle = term.trim().toLowerCase()
  if (!needle) return []
  return pages.filter(
    (p) =>
      !(lang === 'en' && p.koOnly) &&
      [p.titleKo, p.titleEn, ...(p.keywords ?? [])].some((text) => text.toLowerCase().includes(needle)),
  )
}
