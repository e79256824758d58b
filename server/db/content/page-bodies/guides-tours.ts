import { heading, links, list, notice, para, table, type PageSeed } from './build'

/** The association's other tours: junior, winter, frontier, the club league and the overseas tour link. */
export const GUIDES_TOURS: PageSeed[] = [
  {
    slug: 'junior',
    section: 'guide',
    sortOrder: 30,
    title: ['주니어투어', 'Junior Tour'],
    summary: [
      '만 14세부터 18세까지 유망주가 겨루는 협회의 주니어투어입니다.',
      "The association's tour for promising players aged 14 to 18.",
    ],
    body: [
      para(
        '주니어투어는 프로를 꿈꾸는 청소년이 실전 경험을 쌓도록 2018년에 출범했습니다. 협회 경기위원이 정규 투어와 같은 규칙으로 대회를 운영합니다.',
        'The Junior Tour began in 2018 to give young players who dream of turning professional real competition. Association referees run every event under the same rules as the main tours.',
      ),
      table(
        ['주니어투어 개요', 'The Junior Tour at a glance'],
        [
          ['항목', 'Item'],
          ['내용', 'Detail'],
        ],
        [
          [
            ['참가 자격', 'Who can enter'],
            ['만 14세 이상 18세 이하 아마추어 (남녀)', 'Amateurs aged 14 to 18 (boys and girls)'],
          ],
          [
            ['시즌', 'Season'],
            ['3월-10월, 8개 대회', 'March to October, 8 events'],
          ],
          [
            ['경기 방식', 'Format'],
            ['36홀 스트로크 플레이 (2라운드)', '36-hole stroke play (2 rounds)'],
          ],
          [
            ['참가비', 'Entry fee'],
            ['100,000원', '100,000 won'],
          ],
          [
            ['특전', 'Rewards'],
            [
              '시즌 포인트 상위 5명에게 챌린지투어 예선 출전권과 장학금',
              'The top 5 on the season points list get Challenge Tour qualifying entries and scholarships',
            ],
          ],
        ],
        true,
      ),
      notice(
        [
          '만 14세 미만은 참가할 수 없으며, 미성년 선수는 보호자 동의서를 내야 참가할 수 있습니다.',
          'Players under 14 cannot enter, and minors must hand in a signed guardian consent form.',
        ],
        { tone: 'warning', title: ['참가 전 확인', 'Before you enter'] },
      ),
      links([
        { title: ['주니어투어 홈', 'Junior Tour home'], url: '/tours/home/?tourId=75' },
        { title: ['주니어투어 일정', 'Junior Tour schedule'], url: '/tours/schedule/schedule?tourId=75' },
      ]),
    ],
  },
  {
    slug: 'winter',
    section: 'guide',
    sortOrder: 50,
    title: ['윈터투어', 'Winter Tour'],
    summary: [
      '비시즌 동안 남부 지역과 제주에서 열리는 윈터투어입니다.',
      'The off-season tour, played in the south and on Jeju.',
    ],
    body: [
      para(
        '윈터투어는 정규 시즌이 끝난 12월부터 2월까지 따뜻한 남부 지역과 제주에서 열립니다. 선수들은 실전 감각을 유지하고, 윈터투어 포인트 상위 선수는 다음 시즌 일부 대회의 출전권을 얻습니다.',
        "The Winter Tour runs from December to February, after the regular season, in the warmer south and on Jeju. Players keep their competitive edge, and the leaders on the Winter Tour points list earn entries to some of next season's tournaments.",
      ),
      list([
        ['참가 자격: 협회 정회원과 준회원', 'Who can enter: regular and associate members'],
        ['경기 방식: 54홀 스트로크 플레이, 36홀 후 컷', 'Format: 54-hole stroke play with a cut after 36 holes'],
        ['신청: 대회 참가 신청 메뉴에서 (회비 완납 회원)', 'Entries: through Tournament application (dues fully paid)'],
      ]),
      links([
        { title: ['윈터투어 홈', 'Winter Tour home'], url: '/tours/home/?tourId=20' },
        { title: ['윈터투어 기록', 'Winter Tour records'], url: '/tours/record/?tourId=20' },
      ]),
    ],
  },
  {
    slug: 'frontier',
    section: 'guide',
    sortOrder: 60,
    title: ['프론티어투어', 'Frontier Tour'],
    summary: [
      '준회원과 출전권이 없는 프로가 실전을 쌓는 하루짜리 투어입니다.',
      'One-day events where associate members and pros without tour status gain experience.',
    ],
    body: [
      para(
        '프론티어투어는 2019년에 신설된 육성 투어입니다. 전국의 골프장에서 하루 18홀 경기로 열려 부담 없이 참가할 수 있고, 상위 입상자는 챌린지투어 출전 기회를 얻습니다.',
        'The Frontier Tour is a development tour founded in 2019. Its one-day, 18-hole events at courses around the country are easy to enter, and the leading finishers earn starts on the Challenge Tour.',
      ),
      table(
        ['프론티어투어 개요', 'The Frontier Tour at a glance'],
        [
          ['항목', 'Item'],
          ['내용', 'Detail'],
        ],
        [
          [
            ['참가 자격', 'Who can enter'],
            [
              '준회원(세미프로·티칭프로), 시드가 없는 정회원',
              'Associate members (semi-pros, teaching pros) and regular members without tour status',
            ],
          ],
          [
            ['대회 수', 'Events'],
            ['연 12개 대회 (4월-11월)', '12 a year (April to November)'],
          ],
          [
            ['참가비', 'Entry fee'],
            ['80,000원', '80,000 won'],
          ],
          [
            ['특전', 'Rewards'],
            [
              '대회별 상위 3명에게 챌린지투어 1개 대회 출전권',
              'The top 3 of each event get a start in one Challenge Tour event',
            ],
          ],
        ],
        true,
      ),
    ],
  },
  {
    slug: 'clubLeague',
    section: 'guide',
    sortOrder: 70,
    title: ['프로골프클럽리그', 'Professional Club League'],
    summary: [
      '골프장 소속 프로들이 팀을 이뤄 겨루는 단체 리그입니다.',
      'A team league between the resident professionals of golf clubs.',
    ],
    body: [
      para(
        '프로골프클럽리그는 2021년에 출범한 단체전 리그입니다. 각 골프장의 소속 프로 4명이 한 팀이 되어 정규 리그와 결선을 치르며, 지역 골프장과 팬이 함께 응원하는 축제가 되었습니다.',
        'The Professional Club League is a team league founded in 2021. Four resident pros from each golf club form a team for the regular season and the finals; it has become a festival for local clubs and their fans.',
      ),
      table(
        ['리그 운영', 'How the league runs'],
        [
          ['단계', 'Stage'],
          ['기간', 'When'],
          ['방식', 'Format'],
        ],
        [
          [
            ['정규 리그', 'Regular season'],
            ['4월-8월', 'April to August'],
            ['팀 스트로크 플레이 (팀 상위 3명 합산)', 'Team stroke play (best three scores count)'],
          ],
          [
            ['결선', 'Finals'],
            ['9월', 'September'],
            ['상위 8팀 매치 플레이 토너먼트', 'Match play knockout of the top 8 teams'],
          ],
        ],
        true,
      ),
      list([
        [
          '팀 구성: 같은 골프장 소속 협회 회원 4명 (후보 1명)',
          'Teams: four association members from the same club (plus one reserve)',
        ],
        ['참가 신청: 매년 2월, 골프장 단위로 신청', 'Entries: each February, by club'],
      ]),
    ],
  },
  {
    slug: 'overseas',
    section: 'guide',
    sortOrder: 80,
    koOnly: true,
    title: ['해외투어', 'Overseas tours'],
    summary: [
      '해외 투어에 도전하는 회원을 위한 안내입니다. (한국어 서비스)',
      'For members taking on tours abroad (a Korean-language service).',
    ],
    body: [
      para(
        '협회는 해외 투어에 도전하는 회원에게 퀄리파잉 토너먼트 참가비 일부를 지원하고, 현지 대회 정보와 비자·숙소 안내를 제공합니다. 지원 신청은 회원복지팀으로 문의해 주십시오.',
        'The association helps members who take on tours abroad with part of their qualifying-tournament entry fees, and with information on events, visas and accommodation. The service is offered in Korean; members can ask the member services team in Korean.',
      ),
      heading(['해외 투어 공식 사이트', 'Official sites of tours abroad']),
      links([
        {
          title: ['일본골프투어 (JGTO)', 'Japan Golf Tour (JGTO)'],
          description: ['일본 남자 프로 투어', "Japan's men's professional tour"],
          url: 'https://www.jgto.org',
        },
        {
          title: ['아시안투어', 'Asian Tour'],
          description: ['아시아 지역 프로 투어', "Asia's professional tour"],
          url: 'https://www.asiantour.com',
        },
        {
          title: ['DP 월드투어', 'DP World Tour'],
          description: ['유럽 중심의 국제 투어', 'The international tour based in Europe'],
          url: 'https://www.europeantour.com',
        },
        {
          title: ['PGA 투어', 'PGA TOUR'],
          description: ['미국 프로 투어', "America's professional tour"],
          url: 'https://www.pgatour.com',
        },
      ]),
    ],
  },
]
