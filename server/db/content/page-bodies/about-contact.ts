import { ADDRESS, EMAIL, EMAIL_PROMISE, ext, PHONE, PHONE_HOURS } from './facts'
import { contact, directions, heading, links, list, memberStats, notice, para, table, type PageSeed } from './build'

/** Contact us, directions and the member statistics. */
export const ABOUT_CONTACT: PageSeed[] = [
  {
    slug: 'contactUs',
    section: 'about',
    sortOrder: 80,
    title: ['고객센터', 'Customer centre'],
    summary: [
      '전화는 평일 09:00-18:00, 이메일은 24시간 이내에 답변해 드립니다.',
      'Call us on weekdays 09:00-18:00; e-mails are answered within 24 hours.',
    ],
    body: [
      contact([
        { kind: 'phone', label: ['전화 상담', 'Telephone'], value: PHONE, note: PHONE_HOURS },
        { kind: 'email', label: ['이메일 문의', 'E-mail'], value: EMAIL, note: EMAIL_PROMISE },
        { kind: 'address', label: ['주소', 'Address'], value: ADDRESS },
      ]),
      notice([
        '점심시간(12:00-13:00)과 대회 기간에는 전화 연결이 늦어질 수 있습니다. 회원은 마이페이지의 1:1 문의를 이용하시면 답변을 알림으로 받아 보실 수 있습니다.',
        'Calls may take longer over lunch (12:00-13:00) and during tournaments. Members can use the 1:1 inquiry on My page and be notified of the answer.',
      ]),
      heading(['문의 분야별 담당', 'Who to ask']),
      table(
        ['문의 분야별 연락처', 'Contacts by subject'],
        [
          ['분야', 'Subject'],
          ['담당', 'Team'],
          ['전화 (내선)', 'Telephone (extension)'],
        ],
        [
          [
            ['대회 참가 신청, 조 편성', 'Tournament entries, pairings'],
            ['경기운영팀', 'Tournament operations'],
            ext(201),
          ],
          [['기록, 순위', 'Records, rankings'], ['경기운영팀', 'Tournament operations'], ext(202)],
          [['회비, 입회비, 경조사·복지', 'Dues, entrance fee, welfare'], ['회원복지팀', 'Member services'], ext(301)],
          [['증명서 발급', 'Certificates'], ['경영지원팀', 'Management support'], ext(111)],
          [['교육, 아카데미', 'Education, academy'], ['교육팀', 'Education'], ext(400)],
          [
            ['광고·후원, 취재', 'Advertising, sponsorship, press'],
            ['홍보마케팅팀', 'Communications and marketing'],
            ext(500),
          ],
          [['신고, 도핑, TUE', 'Reports, doping, TUE'], ['클린투어센터', 'Clean tour centre'], ext(600)],
        ],
        true,
      ),
      links([
        {
          title: ['오시는 길', 'Directions'],
          description: ['지하철, 버스, 주차 안내', 'Underground, bus and parking'],
          url: '/abouts/directions',
        },
        {
          title: ['사무국', 'Secretariat'],
          description: ['팀별 담당자 전체 보기', 'Everyone on the team'],
          url: '/abouts/staff',
        },
      ]),
    ],
  },
  {
    slug: 'directions',
    section: 'about',
    sortOrder: 90,
    title: ['오시는 길', 'Directions'],
    summary: [
      '시청역 1번 출구에서 걸어서 5분, 페어웨이타워 8층입니다.',
      'Five minutes on foot from exit 1 of City Hall station, on the 8th floor of Fairway Tower.',
    ],
    body: [
      directions({
        address: ADDRESS,
        routes: [
          {
            mode: 'subway',
            title: ['지하철', 'Underground'],
            text: [
              '1·2호선 시청역 1번 출구에서 덕수궁 돌담길 방향으로 걸어서 5분. 5호선 광화문역 6번 출구에서 걸어서 10분.',
              'Lines 1 and 2, City Hall station exit 1: five minutes on foot along the Deoksugung stone-wall road. Line 5, Gwanghwamun station exit 6: ten minutes on foot.',
            ],
          },
          {
            mode: 'bus',
            title: ['버스', 'Bus'],
            text: [
              '시청앞·덕수궁 정류장 하차: 간선 103, 150, 402, 지선 1711, 7016.',
              'Get off at City Hall / Deoksugung: trunk buses 103, 150, 402; branch buses 1711, 7016.',
            ],
          },
          {
            mode: 'train',
            title: ['기차', 'Train'],
            text: [
              '서울역에서 1호선으로 한 정거장(시청역)입니다.',
              'From Seoul station it is one stop on line 1 to City Hall.',
            ],
          },
          {
            mode: 'car',
            title: ['자동차', 'Car'],
            text: [
              '세종대로에서 세종대로21길로 들어와 건물 뒤편 지하주차장 입구를 이용하십시오.',
              'Turn from Sejong-daero into Sejong-daero 21-gil and use the car park entrance behind the building.',
            ],
          },
        ],
        parking: [
          '건물 지하 2-4층 주차장(유료, 10분당 1,000원). 협회 방문객은 2시간 무료이니 8층 안내데스크에서 주차권을 받아 가십시오. 도심 혼잡으로 대중교통 이용을 권합니다.',
          'Car park on basement levels 2-4 (1,000 won per 10 minutes). Visitors to the association park free for two hours: collect a ticket at the 8th-floor reception. Traffic downtown is heavy, so public transport is the better choice.',
        ],
        map: {
          caption: ['협회 주변 약도', 'Sketch map of the area'],
          streets: [
            {
              name: ['세종대로', 'Sejong-daero'],
              points: [
                [38, 0],
                [38, 60],
              ],
              major: true,
            },
            {
              name: ['새문안로', 'Saemunan-ro'],
              points: [
                [0, 12],
                [100, 12],
              ],
              major: true,
            },
            {
              name: ['세종대로21길', 'Sejong-daero 21-gil'],
              points: [
                [38, 34],
                [64, 34],
                [88, 26],
              ],
            },
            {
              name: ['덕수궁길', 'Deoksugung-gil'],
              points: [
                [38, 52],
                [70, 52],
                [96, 58],
              ],
            },
          ],
          places: [
            { name: ['페어웨이타워 8층', 'Fairway Tower, 8th floor'], kind: 'office', at: [58, 32] },
            { name: ['시청역 1번 출구', 'City Hall stn. exit 1'], kind: 'subway', at: [40, 46] },
            { name: ['광화문역 6번 출구', 'Gwanghwamun stn. exit 6'], kind: 'subway', at: [40, 6] },
            { name: ['시청앞·덕수궁 정류장', 'City Hall / Deoksugung bus stop'], kind: 'bus', at: [33, 40] },
            { name: ['지하주차장 입구', 'Car park entrance'], kind: 'parking', at: [72, 38] },
            { name: ['덕수궁', 'Deoksugung'], kind: 'landmark', at: [16, 50] },
          ],
        },
      }),
      list([
        [
          '8층 안내데스크에서 방문 목적을 말씀해 주시면 담당자에게 안내해 드립니다.',
          'Tell the 8th-floor reception why you are visiting and we will take you to the right person.',
        ],
        [
          '회원 증명서 발급은 방문 없이 마이페이지에서도 가능합니다.',
          'Membership certificates can be issued on My page without a visit.',
        ],
      ]),
    ],
  },
  {
    slug: 'condition',
    section: 'about',
    sortOrder: 100,
    title: ['회원 현황', 'Member statistics'],
    summary: ['협회 회원을 연령대와 지역별로 보여 드립니다.', 'Association members by age group and region.'],
    body: [
      para(
        '아래 수치는 회원 명부에서 회원번호가 있는 협회 회원(투어프로, 프로, 준회원, 은퇴 선수 포함)을 회원번호 기준으로 한 번씩 센 것입니다. 웹사이트만 가입한 회원은 포함되지 않습니다.',
        'The figures count each association member with a membership number once (tour pros, pros, associates and retired players included), from the member register. Web-only accounts are not counted.',
      ),
      memberStats(),
      notice([
        '연령은 조회한 날짜를 기준으로 계산합니다. 지역은 회원 정보의 주소를, 주소가 없으면 선수 명부의 출신지를 기준으로 나눕니다.',
        'Ages are worked out on the day you look. Regions follow the address in the member record, or the home town in the players register where there is no address.',
      ]),
    ],
  },
]
