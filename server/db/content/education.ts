import { educationProgrammes, educationRules } from '../schema/index'
import { contentRows, type ContentRows } from './types'

type ProgrammeInsert = typeof educationProgrammes.$inferInsert
type RuleInsert = typeof educationRules.$inferInsert

/**
 * The programmes (docs/requirements/content.md#con-14: introductory, career development, seminars, forums). Which event
 * types each schedules is domain/education/programmes.ts; these are the words staff may rewrite.
 */
const PROGRAMMES: readonly ProgrammeInsert[] = [
  {
    slug: 'introductory',
    sortOrder: 1,
    titleKo: '입회 교육',
    titleEn: 'Introductory training',
    audienceKo: '입회 3년 이내의 신입 회원(프로, 투어프로)',
    audienceEn: 'New members (pros and tour pros) in their first three years of membership',
    summaryKo:
      '모든 신입 회원이 입회 후 3년 안에 이수해야 하는 오리엔테이션입니다. 협회의 정관과 규정, 회원의 권리와 의무, 투어 운영과 프로로서의 윤리를 배웁니다. 프로 과정은 1일, 투어프로 과정은 2박 3일로 진행됩니다.',
    summaryEn:
      'The orientation every new member completes within three years of joining: the association’s articles and regulations, members’ rights and duties, how the tours run and the ethics of a professional. The pro course takes one day, the tour pro course three days and two nights.',
    topicsKo: [
      '협회 정관과 규정, 상벌 제도',
      '회원의 권리와 의무, 회비와 복지 제도',
      '투어 운영: 참가 신청, 골프 규칙, 경기 진행 속도',
      '프로 윤리와 도핑 방지',
      '미디어·후원사 응대와 SNS 활용',
    ],
    topicsEn: [
      'The association’s articles, regulations and discipline',
      'Members’ rights and duties, dues and welfare',
      'How the tours run: entries, the Rules of Golf, pace of play',
      'Professional ethics and anti-doping',
      'Working with the media, sponsors and social media',
    ],
  },
  {
    slug: 'career',
    sortOrder: 2,
    titleKo: '경력 개발',
    titleEn: 'Career development',
    audienceKo: '선수, 지도자, 골프 전문가로 성장하려는 모든 회원',
    audienceEn: 'Members growing as players, coaches and golf professionals',
    summaryKo:
      '경력 단계에 맞춘 두 과정, MIP와 MVP를 연중 운영합니다. MIP는 모든 회원이, MVP는 정회원(투어프로, 프로)이 신청할 수 있으며 회차마다 주제와 대상이 안내됩니다.',
    summaryEn:
      'Two courses run through the year for each stage of a career: MIP, open to every member, and MVP, for regular members (tour pros and pros). Each session names its subject and who may apply.',
    topicsKo: [
      '레슨 설계와 스윙 분석',
      '체력 관리, 컨디셔닝과 부상 예방',
      '코스 매니지먼트와 멘탈 트레이닝',
      '진로 설계: 클럽 프로, 아카데미, 방송 해설',
      '재무·세무와 계약 실무',
    ],
    topicsEn: [
      'Lesson design and swing analysis',
      'Fitness, conditioning and injury prevention',
      'Course management and the mental game',
      'Career paths: club pro, academy, broadcasting',
      'Money matters: tax and contracts',
    ],
  },
  {
    slug: 'seminar',
    sortOrder: 3,
    titleKo: '세미나',
    titleEn: 'Seminars',
    audienceKo: '협회 회원 누구나(회차에 따라 대상이 정해질 수 있습니다)',
    audienceEn: 'Every association member (some sessions are for one membership type)',
    summaryKo:
      '한 가지 주제를 반나절 또는 하루 동안 깊이 다루는 세미나입니다. 규칙 개정, 지도 과학, 골프 산업의 흐름을 분야별 전문가가 안내합니다.',
    summaryEn:
      'Half-day and one-day sessions on one subject, led by specialists: changes to the rules, the science of coaching, where the golf business is going.',
    topicsKo: ['골프 규칙 개정 해설', '주니어 지도법', '스포츠 과학과 데이터 분석', '골프 산업 동향'],
    topicsEn: [
      'Changes to the Rules of Golf explained',
      'Coaching juniors',
      'Sports science and data analysis',
      'Trends in the golf industry',
    ],
  },
  {
    slug: 'forum',
    sortOrder: 4,
    titleKo: '포럼',
    titleEn: 'Forums',
    audienceKo: '협회 회원 누구나',
    audienceEn: 'Every association member',
    summaryKo:
      '회원과 전문가, 후원사가 함께 프로 골프의 미래를 논의하는 자리입니다. 포럼에서 모인 회원의 제안은 이사회에 전달됩니다.',
    summaryEn:
      'Open discussions of the profession’s future between members, experts and partners. The proposals members make there go to the board.',
    topicsKo: ['투어의 미래와 경쟁력', '회원 복지 제도', '골프장과 환경', '골프 인구 저변 확대'],
    topicsEn: [
      'The future of the tours',
      'Member welfare',
      'Golf courses and the environment',
      'Bringing more people to golf',
    ],
  },
]

/**
 * The introductory-training rules (docs/requirements/content.md#con-17) and the conditions of applying
 * (docs/requirements/content.md#con-16).
 */
const RULES: readonly RuleInsert[] = [
  {
    slug: 'introductory-deadline',
    sortOrder: 1,
    titleKo: '입회 후 3년 이내 입회 교육 이수',
    titleEn: 'Introductory training within 3 years of joining',
    highlightKo: '3년 이내',
    highlightEn: 'Within 3 years',
    bodyKo:
      '모든 신입 회원은 입회일로부터 3년 이내에 입회 교육을 이수해야 합니다.\n\n교육은 프로 과정과 투어프로 과정으로 나뉘어 열리며, 본인의 회원 구분에 맞는 과정 중 한 회차를 이수하면 됩니다. 회차에 참석하지 못했다면 3년 안에 열리는 다음 회차에 신청할 수 있습니다.\n\n입회 교육을 이수하지 않으면 회원 확인서 등 각종 증명서를 발급받을 수 없습니다.',
    bodyEn:
      'Every new member completes introductory training within 3 years of the day they joined the association.\n\nThe training runs as two courses, one for pros and one for tour pros; complete one session of the course for your membership. If you miss a session, apply for a later one within the 3 years.\n\nUntil the training is completed, certificates (membership confirmation and the others) cannot be issued.',
  },
  {
    slug: 'introductory-pro',
    sortOrder: 2,
    titleKo: '프로 과정',
    titleEn: 'Pro course',
    highlightKo: '1일 · 연 3회',
    highlightEn: '1 day · 3 times a year',
    bodyKo:
      '프로(플레잉 프로) 회원과 준회원(세미프로, 티칭프로)을 위한 과정입니다. 하루 동안 진행되며 1년에 세 번 열립니다. 세 회차 중 한 번을 이수하면 됩니다.',
    bodyEn:
      'For pro members (playing pros) and associate members (semi-pros and teaching pros). A one-day course held three times a year; attend any one of the three.',
  },
  {
    slug: 'introductory-tour-pro',
    sortOrder: 3,
    titleKo: '투어프로 과정',
    titleEn: 'Tour pro course',
    highlightKo: '2박 3일 · 연 2회',
    highlightEn: '3 days, 2 nights · twice a year',
    bodyKo:
      '투어프로 회원을 위한 합숙 과정입니다. 2박 3일 동안 진행되며 1년에 두 번 열립니다. 숙박과 식사는 교육비에 포함되어 있습니다.',
    bodyEn:
      'For tour pro members. A residential course of three days and two nights, held twice a year; accommodation and meals are included in the course fee.',
  },
  {
    slug: 'dues',
    sortOrder: 4,
    titleKo: '회비 완납 후 신청',
    titleEn: 'Dues fully paid before you apply',
    highlightKo: null,
    highlightEn: null,
    bodyKo:
      '교육 신청은 회비를 완납한 회원만 할 수 있습니다. 미납 회비가 있다면 마이페이지의 회비 납부에서 먼저 납부해 주세요.',
    bodyEn:
      'Only members whose dues are fully paid may apply for education. If you have unpaid dues, pay them first under My page → Dues.',
  },
  {
    slug: 'applying',
    sortOrder: 5,
    titleKo: '신청 기간과 정원',
    titleEn: 'Application periods and places',
    highlightKo: null,
    highlightEn: null,
    bodyKo:
      '교육마다 신청 기간, 신청할 수 있는 회원 구분, 정원과 교육비가 안내됩니다. 모든 시각은 한국 시간 기준입니다.\n\n신청은 신청 기간 동안 회원 전용 화면에서 받으며, 정원이 차면 신청 기간 중이라도 마감됩니다.',
    bodyEn:
      'Each session gives its application period, the membership types that may apply, its places and its cost. All times are Korea time.\n\nApplications are taken in the members’ area during the application period; once every place is taken, applications close even within the period.',
  },
]

/** Seeded content: education's standing content (programmes and rules) (issue 8). */
export function contentEducation(): ContentRows[] {
  return [contentRows(educationProgrammes, PROGRAMMES), contentRows(educationRules, RULES)]
}
