import { ext, PARTNER_EMAIL } from './facts'
import { academyAction, contact, heading, links, list, notice, para, rates, sponsors, type PageSeed } from './build'

/** Advertising and sponsorship, the sponsors, the academy and the two shops. */
export const GUIDES_BUSINESS: PageSeed[] = [
  {
    slug: 'advertising',
    section: 'guide',
    sortOrder: 10,
    title: ['광고·후원 안내', 'Advertising and sponsorship'],
    summary: [
      '대회 후원부터 홈페이지 광고까지, 협회와 함께하는 방법과 요금입니다.',
      'From sponsoring a tournament to advertising on our website: how to partner with the association, and the rates.',
    ],
    body: [
      para(
        '협회의 투어는 한 해 70여 개 대회, 수십만 명의 현장 관중과 중계 시청자를 만납니다. 대회 타이틀 후원, 홀 후원, 중계와 디지털 광고로 브랜드를 골프 팬에게 알려 보십시오.',
        "The association's tours stage over seventy tournaments a year, seen by hundreds of thousands at the course and on broadcasts. Put your brand in front of golf fans with a title sponsorship, a hole sponsorship, or broadcast and digital advertising.",
      ),
      heading(['상품과 요금', 'Products and rates']),
      rates(
        ['광고·후원 상품 요금표', 'Advertising and sponsorship rates'],
        [
          {
            product: ['대회 타이틀 후원', 'Tournament title sponsorship'],
            detail: [
              '대회명 사용권, 총상금 10억 원 포함, 중계·시상식·코스 전면 노출',
              'Naming rights, 1 billion won purse included, full exposure on broadcasts, at the ceremony and on the course',
            ],
            priceWon: 1_500_000_000,
            unit: ['대회당', 'per tournament'],
          },
          {
            product: ['대회 프레젠팅 후원', 'Presenting sponsorship'],
            detail: [
              '대회명 병기, 1번 홀·18번 홀 사인, 중계 자막',
              'Named alongside the title, signs on the 1st and 18th holes, broadcast captions',
            ],
            priceWon: 300_000_000,
            unit: ['대회당', 'per tournament'],
          },
          {
            product: ['홀 후원', 'Hole sponsorship'],
            detail: [
              '티잉 구역 사인과 홀 안내판, 중계 화면 홀 정보 노출',
              'Tee signs and hole boards, the hole graphic on the broadcast',
            ],
            priceWon: 20_000_000,
            unit: ['홀·대회당', 'per hole and tournament'],
          },
          {
            product: ['공식 공급사', 'Official supplier'],
            detail: [
              '"투어 공식 공급사" 명칭 사용, 대회장 부스 운영',
              'Use of "official tour supplier", a stand at every tournament',
            ],
            priceWon: 50_000_000,
            unit: ['시즌당', 'per season'],
          },
          {
            product: ['중계 가상 광고', 'Virtual broadcast advertising'],
            detail: [
              '코스 위 가상 로고 삽입 (라운드당 최대 6회)',
              'Virtual logos on the course (up to 6 times a round)',
            ],
            priceWon: 15_000_000,
            unit: ['라운드당', 'per round'],
          },
          {
            product: ['홈페이지 메인 배너', 'Website home banner'],
            detail: ['첫 화면 상단 배너 (PC·모바일)', 'Top banner on the home page (desktop and mobile)'],
            priceWon: 5_000_000,
            unit: ['1개월', 'per month'],
          },
          {
            product: ['리더보드 배너', 'Leaderboard banner'],
            detail: ['실시간 리더보드 화면 배너', 'Banner on the live leaderboard'],
            priceWon: 3_000_000,
            unit: ['1개월', 'per month'],
          },
        ],
        [
          '요금은 부가가치세 별도입니다. 대회 규모와 기간, 여러 상품을 묶은 패키지에 따라 조정할 수 있습니다.',
          'Rates exclude VAT and can be adjusted for the size and length of the event, or for a package of several products.',
        ],
      ),
      heading(['진행 절차', 'How it works']),
      list(
        [
          [
            '문의: 아래 연락처로 관심 상품과 예산을 알려 주십시오.',
            'Enquire: tell us the products and budget you have in mind.',
          ],
          [
            '제안: 3영업일 안에 맞춤 제안서를 보내 드립니다.',
            'Proposal: we send a tailored proposal within 3 business days.',
          ],
          ['계약: 노출 조건과 일정을 확정하고 계약합니다.', 'Contract: we agree the exposure and the dates and sign.'],
          [
            '집행과 보고: 대회가 끝나면 노출 결과 보고서를 드립니다.',
            'Delivery and report: after the event you receive an exposure report.',
          ],
        ],
        true,
      ),
      heading(['문의', 'Contact']),
      contact([
        {
          kind: 'phone',
          label: ['홍보마케팅팀 류승완 팀장', 'Ryu Seung-wan, Head of communications and marketing'],
          value: ext(500),
          note: ['평일 09:00-18:00', 'Weekdays 09:00-18:00'],
        },
        {
          kind: 'email',
          label: ['후원·광고 문의', 'Sponsorship and advertising'],
          value: PARTNER_EMAIL,
          note: ['24시간 이내 답변', 'Answered within 24 hours'],
        },
      ]),
      links([
        {
          title: ['후원사 보기', 'Our sponsors'],
          description: ['협회와 함께하는 기업', 'The companies with us'],
          url: '/guides/sponsors',
        },
      ]),
    ],
  },
  {
    slug: 'sponsors',
    section: 'guide',
    sortOrder: 20,
    title: ['후원사', 'Sponsors'],
    summary: ['투어와 회원을 응원하는 협회의 후원사입니다.', 'The sponsors who back our tours and members.'],
    body: [
      para(
        '협회와 함께 한국 프로골프의 내일을 만들어 가는 후원사 여러분께 감사드립니다.',
        'We thank the sponsors who are building the future of Korean professional golf with us.',
      ),
      sponsors([
        {
          name: ['메인 파트너', 'Main partners'],
          sponsors: [
            { name: ['다온금융그룹', 'Daon Financial Group'], mark: 'DAON', colour: '#0b4f8a', since: 2016 },
            { name: ['솔빛자동차', 'Solbit Motors'], mark: 'SOLBIT', colour: '#b3261e', since: 2019 },
          ],
        },
        {
          name: ['공식 후원사', 'Official sponsors'],
          sponsors: [
            { name: ['한울건설', 'Hanul Construction'], mark: 'HANUL', colour: '#2e6b3f', since: 2014 },
            { name: ['새봄제약', 'Saebom Pharmaceutical'], mark: 'saebom', colour: '#1b7f79', since: 2020 },
            { name: ['청솔증권', 'Cheongsol Securities'], mark: 'CHEONGSOL', colour: '#3d4f9f', since: 2021 },
            { name: ['보람생명', 'Boram Life'], mark: 'BORAM', colour: '#8a3b8f', since: 2018 },
          ],
        },
        {
          name: ['공식 공급사', 'Official suppliers'],
          sponsors: [
            { name: ['가람식품', 'Garam Foods'], mark: 'garam', colour: '#c0602a', since: 2022 },
            { name: ['푸른숲리조트', 'Pureunsup Resort'], mark: 'PUREUNSUP', colour: '#1f6f4a', since: 2017 },
            { name: ['바른은행', 'Bareun Bank'], mark: 'BAREUN', colour: '#144e75', since: 2023 },
          ],
        },
      ]),
      links([
        {
          title: ['광고·후원 안내', 'Advertising and sponsorship'],
          description: ['후원 상품과 요금', 'Products and rates'],
          url: '/guides/advertising',
        },
      ]),
    ],
  },
  {
    slug: 'academy',
    section: 'guide',
    sortOrder: 40,
    title: ['아카데미', 'Academy'],
    summary: [
      '레슨 지도법부터 스포츠 심리까지, 회원을 위한 협회 아카데미입니다.',
      "The association's academy for members: from coaching to sport psychology.",
    ],
    body: [
      para(
        '협회 아카데미는 회원이 프로로서 실력을 키우도록 돕는 온라인·오프라인 교육 사이트입니다. 협회 홈페이지에 로그인한 상태에서 아래 버튼을 누르면 회원 정보로 아카데미에 바로 로그인됩니다.',
        'The association academy is an online and classroom learning site that helps members grow as professionals. Log in here first, then press the button below: the academy signs you in with your membership.',
      ),
      academyAction({
        title: ['아카데미로 이동', 'Go to the academy'],
        text: [
          '새 창에서 열리며, 협회 회원 기록이 있는 분만 이용할 수 있습니다.',
          'It opens in a new window, for members with an association record only.',
        ],
        label: ['아카데미 열기', 'Open the academy'],
      }),
      heading(['주요 과정', 'Courses']),
      list([
        ['레슨 지도법: 연령과 수준에 맞춘 교습 설계', 'Coaching: lessons designed for every age and level'],
        ['스포츠 심리: 압박감 속의 루틴과 집중', 'Sport psychology: routines and focus under pressure'],
        ['골프 규칙과 경기 운영', 'The rules of golf and running competitions'],
        ['피트니스와 부상 예방', 'Fitness and injury prevention'],
      ]),
      notice([
        '로그인하지 않았다면 먼저 로그인해 달라는 안내가 나옵니다.',
        'If you are not logged in, you will be asked to log in first.',
      ]),
    ],
  },
  {
    slug: 'mall',
    section: 'guide',
    sortOrder: 90,
    title: ['쇼핑몰', 'Shop'],
    summary: [
      '투어 공식 굿즈와 대회 기념품을 파는 협회 쇼핑몰입니다.',
      "The association's shop for official tour goods and tournament souvenirs.",
    ],
    body: [
      para(
        '협회 공식 쇼핑몰에서 투어 로고 모자, 볼마커, 타월, 대회 기념품을 만나 보십시오. 쇼핑몰은 협회 홈페이지 계정으로 로그인합니다.',
        'Caps with the tour logo, ball markers, towels and tournament souvenirs are in the official shop. You log in to the shop with your association website account.',
      ),
      links([
        {
          title: ['협회 공식 쇼핑몰', 'Official shop'],
          description: ['투어 굿즈와 기념품', 'Tour goods and souvenirs'],
          url: 'https://shop.fairway.or.kr',
        },
        {
          title: ['쇼핑몰 로그인', 'Log in to the shop'],
          description: ['협회 홈페이지 계정으로 로그인', 'Use your association website account'],
          url: '/sign/loginShop',
        },
      ]),
      notice([
        '주문, 배송, 교환·반품은 쇼핑몰 고객센터에서 안내합니다.',
        "Orders, delivery, exchanges and returns are handled by the shop's customer service.",
      ]),
    ],
  },
  {
    slug: 'welfareMall',
    section: 'guide',
    sortOrder: 100,
    title: ['복지몰', 'Welfare mall'],
    summary: ['협회 회원만 이용하는 할인 복지몰입니다.', 'A discount mall for association members only.'],
    body: [
      para(
        '복지몰에서는 골프 용품, 건강검진, 여행과 생활용품을 회원 전용 가격(10-40% 할인)으로 살 수 있습니다.',
        'The welfare mall offers golf equipment, health check-ups, travel and everyday goods at members-only prices (10-40% off).',
      ),
      links([
        {
          title: ['회원 복지몰', "Members' welfare mall"],
          description: ['협회 회원 로그인 필요', 'Association member login required'],
          url: 'https://welfare.fairway.or.kr',
        },
      ]),
      notice(
        [
          '협회 회원 기록이 있는 분만 이용할 수 있습니다. 웹회원은 가입할 수 없습니다.',
          'Only members with an association record can use it; web-only accounts cannot join.',
        ],
        { tone: 'warning' },
      ),
    ],
  },
]
