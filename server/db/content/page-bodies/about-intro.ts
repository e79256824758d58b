import { greeting, heading, links, list, notice, para, table, timeline, type PageSeed } from './build'

/** About the association, the chairman's greeting, the chairman and the history. */
export const ABOUT_INTRO: PageSeed[] = [
  {
    slug: 'about',
    section: 'about',
    sortOrder: 10,
    title: ['협회 소개', 'About the association'],
    summary: [
      '1968년 프로골퍼 12명이 세운 페어웨이프로골프협회는 투어를 운영하고 회원의 권익을 지키며 골프의 저변을 넓힙니다.',
      "Founded by twelve professionals in 1968, the Fairway Professional Golfers' Association runs the tours, stands up for its members and brings golf to more people.",
    ],
    body: [
      para(
        '(사)페어웨이프로골프협회는 대한민국 프로골퍼들이 모여 만든 비영리 사단법인입니다. 코리안투어를 비롯한 여러 투어와 대회를 주최·주관하고, 회원의 교육과 복지를 책임지며, 공정하고 깨끗한 경기 문화를 만들어 갑니다.',
        "The Fairway Professional Golfers' Association is a non-profit incorporated association formed by Korea's professional golfers. It organises the Korean Tour and the association's other tours and tournaments, looks after its members' education and welfare, and keeps the game fair and clean.",
      ),
      heading(['비전', 'Our vision']),
      para(
        '세계와 경쟁하는 선수, 존중받는 프로, 모두가 즐기는 골프.',
        'Players who compete with the world, professionals who are respected, and golf that everyone can enjoy.',
      ),
      heading(['하는 일', 'What we do']),
      list([
        [
          '투어 운영: 코리안투어, 챌린지투어, 챔피언스투어, 윈터투어, 주니어투어 등 연간 70여 개 대회 주최·주관',
          'Tours: over 70 tournaments a year on the Korean, Challenge, Champions, Winter and Junior tours and more',
        ],
        [
          '회원 선발과 관리: 회원선발전을 통한 투어프로·프로 선발, 회원 자격과 기록 관리',
          "Membership: selecting tour pros and pros through the membership selection, and keeping members' status and records",
        ],
        [
          '교육: 신규 회원 입문교육, 경력 개발 과정, 세미나와 포럼',
          'Education: introductory training for new members, career development, seminars and forums',
        ],
        [
          '복지: 경조사 지원, 자녀 장학금, 복지연금, 제휴 혜택',
          "Welfare: family occasion benefits, scholarships for members' children, the welfare pension and partner benefits",
        ],
        [
          '클린투어: 승부 조작·도핑 방지, 신고 센터 운영, 윤리 교육',
          'Clean tour: preventing match fixing and doping, a reporting centre and ethics training',
        ],
        [
          '저변 확대: 주니어 육성, 아카데미, 지역 골프 행사',
          'Growing the game: junior development, the academy and local golf events',
        ],
      ]),
      heading(['한눈에 보는 협회', 'The association at a glance']),
      table(
        ['협회 개요', 'Key facts'],
        [
          ['항목', 'Item'],
          ['내용', 'Detail'],
        ],
        [
          [
            ['설립', 'Founded'],
            ['1968년 11월 (1969년 사단법인 설립 허가)', 'November 1968 (incorporated 1969)'],
          ],
          [
            ['회원', 'Members'],
            [
              '정회원(투어프로·프로), 준회원(세미프로·티칭프로)',
              'Regular (tour pros, pros) and associate (semi-pros, teaching pros)',
            ],
          ],
          [
            ['주요 투어', 'Main tours'],
            ['코리안투어, 챌린지투어, 챔피언스투어', 'Korean Tour, Challenge Tour, Champions Tour'],
          ],
          [
            ['소재지', 'Office'],
            [
              '서울특별시 중구 세종대로21길 15 페어웨이타워 8층',
              '8F Fairway Tower, 15 Sejong-daero 21-gil, Jung-gu, Seoul',
            ],
          ],
        ],
        true,
      ),
      links([
        {
          title: ['인사말', 'Greetings'],
          description: ['회장이 전하는 인사', 'A word from the chairman'],
          url: '/abouts/greetings',
        },
        {
          title: ['연혁', 'History'],
          description: ['1968년부터 오늘까지', 'From 1968 to today'],
          url: '/abouts/history',
        },
        {
          title: ['조직도', 'Organisation'],
          description: ['총회에서 사무국까지', 'From the general meeting to the secretariat'],
          url: '/abouts/organization',
        },
        {
          title: ['회원 현황', 'Member statistics'],
          description: ['연령대와 지역별 회원 수', 'Members by age group and region'],
          url: '/abouts/condition',
        },
      ]),
    ],
  },
  {
    slug: 'greetings',
    section: 'about',
    sortOrder: 20,
    title: ['인사말', 'Greetings'],
    summary: [
      '윤태섭 회장이 회원과 골프 팬 여러분께 드리는 인사입니다.',
      'A word to members and golf fans from the chairman, Yoon Tae-seop.',
    ],
    body: [
      greeting({
        name: ['윤태섭', 'Yoon Tae-seop'],
        role: ['제18대 회장', '18th Chairman'],
        paragraphs: [
          [
            '페어웨이프로골프협회 홈페이지를 찾아 주신 여러분, 반갑습니다.',
            "Welcome to the website of the Fairway Professional Golfers' Association.",
          ],
          [
            '1968년 열두 명의 프로골퍼가 뜻을 모아 시작한 협회는 이제 수천 명의 회원과 연간 70여 개 대회를 운영하는 단체로 성장했습니다. 이 모든 것은 코스 위에서 땀 흘린 선수들, 대회를 함께 만든 후원사와 골프장, 그리고 언제나 응원해 주신 팬 여러분 덕분입니다.',
            'Twelve professionals started this association in 1968. It has grown into a body of thousands of members running more than seventy tournaments a year. We owe it to the players who gave their best on the course, to the sponsors and clubs who stage our events with us, and to the fans who have always cheered us on.',
          ],
          [
            '협회는 세 가지 약속을 지키겠습니다. 첫째, 선수들이 최고의 무대에서 실력을 펼칠 수 있도록 투어의 규모와 품격을 높이겠습니다. 둘째, 회원 한 분 한 분이 프로로서 존중받도록 교육과 복지를 넓히겠습니다. 셋째, 승부 조작과 도핑 없는 깨끗한 투어를 지키겠습니다.',
            'We make three promises. First, to raise the scale and standing of our tours so that players can show their best on the finest stages. Second, to widen education and welfare so that every member is respected as a professional. Third, to keep our tours clean, free of match fixing and doping.',
          ],
          [
            '새 홈페이지에서는 실시간 리더보드와 기록, 대회 신청과 회원 서비스를 한곳에서 이용하실 수 있습니다. 부족한 점은 언제든 말씀해 주십시오. 귀 기울여 듣고 고쳐 나가겠습니다.',
            'On the new website you will find live leaderboards and records, tournament entries and member services in one place. Please tell us whenever something falls short: we will listen and put it right.',
          ],
          ['감사합니다.', 'Thank you.'],
        ],
        signature: ['(사)페어웨이프로골프협회 회장', "Chairman, Fairway Professional Golfers' Association"],
      }),
    ],
  },
  {
    slug: 'chairman',
    section: 'about',
    sortOrder: 30,
    title: ['회장 소개', 'The chairman'],
    summary: [
      '제18대 윤태섭 회장의 약력과 역대 회장을 소개합니다.',
      'The career of the 18th chairman, Yoon Tae-seop, and the chairmen before him.',
    ],
    body: [
      heading(['제18대 회장 윤태섭', 'Yoon Tae-seop, 18th Chairman']),
      para(
        '1966년 부산에서 태어나 1987년 프로에 입문했습니다. 코리안투어 통산 9승을 거두었고 상금왕과 최저타수상을 두 차례씩 받았습니다. 은퇴 후 경기위원장과 수석부회장을 거쳐 2024년 회원 직접 선거로 제18대 회장에 선출되었습니다. 임기는 2024년부터 2027년까지 4년입니다.',
        'Born in Busan in 1966, he turned professional in 1987. He won nine times on the Korean Tour and twice each topped the prize money list and won the scoring average title. After retiring he chaired the tournament committee and served as senior vice-chairman, and in 2024 the members elected him the 18th chairman by direct vote, for a four-year term from 2024 to 2027.',
      ),
      heading(['주요 약력', 'Career'], 3),
      timeline([
        { date: '1987', title: ['프로 입문 (회원번호 19870012)', 'Turned professional (member no. 19870012)'] },
        { date: '1991', title: ['코리안투어 첫 우승', 'First Korean Tour win'] },
        { date: '1996', title: ['상금왕, 최저타수상', 'Prize money leader and scoring average title'] },
        {
          date: '1999',
          title: ['상금왕, 최저타수상 (두 번째)', 'Prize money leader and scoring average title (second time)'],
        },
        { date: '2008', title: ['투어 은퇴, 통산 9승', 'Retired from the tour with nine wins'] },
        { date: '2012', title: ['협회 경기위원장', 'Chairman of the tournament committee'] },
        { date: '2020', title: ['협회 수석부회장', 'Senior vice-chairman'] },
        { date: '2024', title: ['제18대 회장 취임', 'Took office as 18th chairman'] },
      ]),
      heading(['역대 회장', 'Past chairmen']),
      table(
        ['역대 회장', 'Chairmen of the association'],
        [
          ['대', 'Term'],
          ['성명', 'Name'],
          ['재임 기간', 'In office'],
        ],
        [
          [['제1-3대', '1st-3rd'], ['최만석', 'Choi Man-seok'], '1968-1977'],
          [['제4-5대', '4th-5th'], ['한기영', 'Han Gi-young'], '1977-1983'],
          [['제6-7대', '6th-7th'], ['조병수', 'Cho Byeong-su'], '1983-1991'],
          [['제8-9대', '8th-9th'], ['이동규', 'Lee Dong-gyu'], '1991-1999'],
          [['제10-11대', '10th-11th'], ['김성구', 'Kim Seong-gu'], '1999-2007'],
          [['제12-13대', '12th-13th'], ['정인철', 'Jung In-cheol'], '2007-2012'],
          [['제14-15대', '14th-15th'], ['박재현', 'Park Jae-hyun'], '2012-2016'],
          [['제16-17대', '16th-17th'], ['송재윤', 'Song Jae-yoon'], '2016-2024'],
          [
            ['제18대', '18th'],
            ['윤태섭', 'Yoon Tae-seop'],
            ['2024-현재', '2024-present'],
          ],
        ],
        true,
      ),
      notice([
        '회장은 정관에 따라 회원 직접 선거로 선출하며 임기는 4년입니다.',
        'Under the articles of association the chairman is elected by direct vote of the members for four years.',
      ]),
    ],
  },
  {
    slug: 'history',
    section: 'about',
    sortOrder: 40,
    title: ['연혁', 'History'],
    summary: [
      '1968년 창립부터 오늘까지 협회가 걸어온 길입니다.',
      'The association from its founding in 1968 to today.',
    ],
    body: [
      heading(['2010년대 이후: 새로운 무대', 'Since 2010: new stages']),
      timeline([
        {
          date: '2026',
          title: ['새 공식 포털 개통', 'New official portal opens'],
          text: ['실시간 리더보드와 회원 서비스를 한곳에 모음', 'Live leaderboards and member services in one place'],
        },
        { date: '2024.03', title: ['제18대 윤태섭 회장 취임', 'Yoon Tae-seop takes office as 18th chairman'] },
        { date: '2022', title: ['협회 아카데미 개원', 'Association academy opens'] },
        { date: '2021', title: ['프로골프클럽리그 출범', 'Professional Club League launched'] },
        { date: '2019', title: ['프론티어투어 신설', 'Frontier Tour launched'] },
        { date: '2018', title: ['주니어투어 출범', 'Junior Tour launched'] },
        {
          date: '2016',
          title: ['클린투어 센터 개설', 'Clean tour centre opens'],
          text: ['승부 조작·도핑 방지와 신고 접수', 'Preventing match fixing and doping, and taking reports'],
        },
        { date: '2015', title: ['윈터투어 신설', 'Winter Tour launched'] },
        {
          date: '2013',
          title: ['공식 기록 전산화', 'Official records computerised'],
          text: ['2013년 이후 기록을 온라인으로 검색', 'Records from 2013 searchable online'],
        },
        { date: '2011', title: ['제네시스 포인트 제도 도입', 'Genesis points introduced'] },
      ]),
      heading(['1990-2000년대: 투어의 확장', '1990-2009: the tours grow']),
      timeline([
        {
          date: '2008.06',
          title: ['협회 회관 이전 (세종대로 페어웨이타워)', 'Office moves to Fairway Tower, Sejong-daero'],
        },
        { date: '2003', title: ['챔피언스투어(시니어) 출범', 'Champions Tour (seniors) launched'] },
        { date: '1999', title: ['챌린지투어(2부) 출범', 'Challenge Tour (second tier) launched'] },
        {
          date: '1992',
          title: ['준회원(세미프로·티칭프로) 제도 도입', 'Associate membership (semi-pros, teaching pros) introduced'],
        },
      ]),
      heading(['1968-1980년대: 창립과 투어의 시작', '1968-1989: founding and the first tour']),
      timeline([
        { date: '1988', title: ['회원 500명 돌파', 'Membership passes 500'] },
        { date: '1978', title: ['코리안투어 출범 (6개 대회)', 'Korean Tour launched (6 tournaments)'] },
        { date: '1970', title: ['제1회 회원선발전 개최', 'First membership selection held'] },
        { date: '1969.04', title: ['사단법인 설립 허가', 'Incorporated as an association'] },
        {
          date: '1968.11',
          title: [
            '창립총회: 프로골퍼 12명이 협회 창립',
            'Founding meeting: twelve professionals found the association',
          ],
        },
      ]),
    ],
  },
]
