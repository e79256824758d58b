import { ext, PHONE } from './facts'
import { heading, links, orgChart, para, people, type PageSeed } from './build'

/** The organisation chart, the committees and the secretariat's staff. */
export const ABOUT_ORG: PageSeed[] = [
  {
    slug: 'organization',
    section: 'about',
    sortOrder: 50,
    title: ['조직도', 'Organisation'],
    summary: [
      '총회와 이사회, 위원회, 사무국으로 이루어진 협회의 조직입니다.',
      'How the association is organised: the general meeting, the board, the committees and the secretariat.',
    ],
    body: [
      para(
        '협회의 최고 의결기구는 회원이 선출한 대의원으로 구성된 총회입니다. 이사회가 총회에서 정한 사업을 집행하고, 전문 위원회가 경기·윤리·교육 등 분야별 사안을 심의하며, 사무국이 일상 업무를 맡습니다. 감사는 이사회와 사무국의 업무와 회계를 독립적으로 감사합니다.',
        "The association's highest body is the general meeting of delegates elected by the members. The board carries out what the general meeting decides, expert committees deliberate on tournaments, ethics, education and more, and the secretariat runs the day-to-day work. The auditor independently audits the work and accounts of the board and the secretariat.",
      ),
      orgChart(['협회 조직도', 'Organisation chart of the association'], {
        name: ['총회', 'General meeting'],
        note: ['대의원 120명', '120 delegates'],
        children: [
          { name: ['감사', 'Auditor'], note: ['2명', '2 auditors'] },
          {
            name: ['이사회', 'Board of directors'],
            note: ['회장 포함 이사 15명', '15 directors including the chairman'],
            children: [
              {
                name: ['위원회', 'Committees'],
                children: [
                  { name: ['경기위원회', 'Tournament committee'] },
                  { name: ['윤리위원회', 'Ethics committee'] },
                  { name: ['상벌위원회', 'Disciplinary committee'] },
                  { name: ['교육위원회', 'Education committee'] },
                  { name: ['선수위원회', "Players' committee"] },
                  { name: ['반도핑위원회', 'Anti-doping committee'] },
                ],
              },
              {
                name: ['회장', 'Chairman'],
                note: ['윤태섭', 'Yoon Tae-seop'],
                children: [
                  {
                    name: ['전무이사', 'Executive director'],
                    children: [
                      {
                        name: ['사무국', 'Secretariat'],
                        note: ['사무국장', 'Secretary general'],
                        children: [
                          { name: ['경영지원팀', 'Management support'] },
                          { name: ['경기운영팀', 'Tournament operations'] },
                          { name: ['회원복지팀', 'Member services'] },
                          { name: ['교육팀', 'Education'] },
                          { name: ['홍보마케팅팀', 'Communications and marketing'] },
                          { name: ['클린투어센터', 'Clean tour centre'] },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
      links([
        {
          title: ['위원회', 'Committees'],
          description: ['위원회별 역할과 위원', 'What each committee does and who sits on it'],
          url: '/abouts/committees',
        },
        {
          title: ['사무국', 'Secretariat'],
          description: ['팀별 담당 업무와 연락처', 'Teams, duties and extensions'],
          url: '/abouts/staff',
        },
      ]),
    ],
  },
  {
    slug: 'committees',
    section: 'about',
    sortOrder: 60,
    title: ['위원회', 'Committees'],
    summary: [
      '분야별 사안을 심의하는 협회의 여섯 위원회와 위원입니다.',
      "The association's six committees and their members.",
    ],
    body: [
      para(
        '위원회는 이사회가 위촉한 회원과 외부 전문가로 구성되며 임기는 2년입니다. 위원회의 결정은 이사회 보고를 거쳐 시행됩니다.',
        'Committees are made up of members and outside experts appointed by the board for two years. Their decisions take effect after they are reported to the board.',
      ),
      people([
        {
          name: ['경기위원회', 'Tournament committee'],
          description: [
            '대회 운영 규정, 코스 세팅, 경기 중 판정을 맡습니다.',
            'Competition rules, course set-up and rulings during play.',
          ],
          members: [
            { name: ['김상렬', 'Kim Sang-ryeol'], role: ['위원장', 'Chair'] },
            {
              name: ['노현석', 'Noh Hyun-seok'],
              role: ['위원', 'Member'],
              duty: ['경기위원 (R&A 레벨 3)', 'Referee (R&A level 3)'],
            },
            { name: ['심재영', 'Shim Jae-young'], role: ['위원', 'Member'], duty: ['코스 세팅', 'Course set-up'] },
            { name: ['우태경', 'Woo Tae-kyung'], role: ['위원', 'Member'], duty: ['경기위원', 'Referee'] },
          ],
        },
        {
          name: ['윤리위원회', 'Ethics committee'],
          description: [
            '승부 조작, 불법 도박, 폭력 등 윤리 위반 사안을 조사하고 심의합니다.',
            'Investigates and rules on match fixing, illegal betting, violence and other breaches of ethics.',
          ],
          members: [
            {
              name: ['홍지원', 'Hong Ji-won'],
              role: ['위원장', 'Chair'],
              duty: ['변호사 (외부 위원)', 'Lawyer (outside member)'],
            },
            {
              name: ['양미숙', 'Yang Mi-suk'],
              role: ['위원', 'Member'],
              duty: ['스포츠 윤리 교수 (외부 위원)', 'Professor of sport ethics (outside member)'],
            },
            { name: ['서민호', 'Seo Min-ho'], role: ['위원', 'Member'], duty: ['부회장', 'Vice-chairman'] },
          ],
        },
        {
          name: ['상벌위원회', 'Disciplinary committee'],
          description: [
            '회원의 포상과 징계를 심의합니다. 징계는 경고, 출전 정지, 자격 정지, 제명으로 나뉩니다.',
            'Decides rewards and sanctions for members: warnings, suspension from play, suspension of membership and expulsion.',
          ],
          members: [
            {
              name: ['강도현', 'Kang Do-hyun'],
              role: ['위원장', 'Chair'],
              duty: ['수석부회장', 'Senior vice-chairman'],
            },
            { name: ['탁승민', 'Tak Seung-min'], role: ['위원', 'Member'] },
            {
              name: ['변경희', 'Byun Kyung-hee'],
              role: ['위원', 'Member'],
              duty: ['노무사 (외부 위원)', 'Labour attorney (outside member)'],
            },
          ],
        },
        {
          name: ['교육위원회', 'Education committee'],
          description: [
            '입문교육과 경력 개발 과정의 교과를 정하고 강사를 위촉합니다.',
            'Sets the curriculum of introductory training and career development and appoints the instructors.',
          ],
          members: [
            { name: ['오정란', 'Oh Jeong-ran'], role: ['위원장', 'Chair'], duty: ['부회장', 'Vice-chairman'] },
            { name: ['엄태준', 'Eom Tae-jun'], role: ['위원', 'Member'], duty: ['티칭프로', 'Teaching pro'] },
            {
              name: ['추하나', 'Choo Ha-na'],
              role: ['위원', 'Member'],
              duty: ['스포츠 과학 박사', 'PhD in sport science'],
            },
          ],
        },
        {
          name: ['선수위원회', "Players' committee"],
          description: [
            '투어 선수의 의견을 모아 이사회에 전달합니다.',
            "Gathers the tour players' views and brings them to the board.",
          ],
          members: [
            {
              name: ['마동훈', 'Ma Dong-hoon'],
              role: ['위원장', 'Chair'],
              duty: ['코리안투어 선수', 'Korean Tour player'],
            },
            {
              name: ['예지훈', 'Ye Ji-hoon'],
              role: ['위원', 'Member'],
              duty: ['코리안투어 선수', 'Korean Tour player'],
            },
            {
              name: ['봉수진', 'Bong Su-jin'],
              role: ['위원', 'Member'],
              duty: ['챌린지투어 선수', 'Challenge Tour player'],
            },
          ],
        },
        {
          name: ['반도핑위원회', 'Anti-doping committee'],
          description: [
            '도핑 검사 계획을 세우고 치료목적사용면책(TUE)을 심사합니다.',
            'Plans doping controls and reviews therapeutic use exemptions (TUE).',
          ],
          members: [
            {
              name: ['명재석', 'Myung Jae-seok'],
              role: ['위원장', 'Chair'],
              duty: ['스포츠의학 전문의 (외부 위원)', 'Sports physician (outside member)'],
            },
            {
              name: ['국소연', 'Kook So-yeon'],
              role: ['위원', 'Member'],
              duty: ['약사 (외부 위원)', 'Pharmacist (outside member)'],
            },
            {
              name: ['차윤호', 'Cha Yoon-ho'],
              role: ['간사', 'Secretary'],
              duty: ['클린투어센터장', 'Head of the clean tour centre'],
            },
          ],
        },
      ]),
    ],
  },
  {
    slug: 'staff',
    section: 'about',
    sortOrder: 70,
    title: ['사무국', 'Secretariat'],
    summary: ['사무국 팀별 담당 업무와 연락처입니다.', "The secretariat's teams, their duties and how to reach them."],
    body: [
      para(
        `대표번호 ${PHONE}로 전화하신 뒤 안내에 따라 아래 내선 번호를 누르시면 담당자와 바로 연결됩니다.`,
        `Call ${PHONE} and key in the extension below to reach the person in charge directly.`,
      ),
      heading(['임원', 'Officers']),
      people([
        {
          name: ['상근 임원', 'Full-time officers'],
          members: [
            { name: ['윤태섭', 'Yoon Tae-seop'], role: ['회장', 'Chairman'] },
            { name: ['임재훈', 'Lim Jae-hoon'], role: ['전무이사', 'Executive director'] },
            { name: ['백승호', 'Baek Seung-ho'], role: ['사무국장', 'Secretary general'], phone: ext(100) },
          ],
        },
      ]),
      heading(['팀별 담당', 'Teams']),
      people([
        {
          name: ['경영지원팀', 'Management support'],
          members: [
            {
              name: ['조은비', 'Cho Eun-bi'],
              role: ['팀장', 'Head of team'],
              duty: ['예산, 인사, 총회·이사회', 'Budget, staff, general meeting and board'],
              phone: ext(110),
            },
            {
              name: ['남궁현', 'Namgung Hyun'],
              role: ['대리', 'Assistant manager'],
              duty: ['회계, 증명서 발급', 'Accounts, certificates'],
              phone: ext(111),
            },
          ],
        },
        {
          name: ['경기운영팀', 'Tournament operations'],
          members: [
            {
              name: ['권태우', 'Kwon Tae-woo'],
              role: ['팀장', 'Head of team'],
              duty: ['투어 일정, 대회 운영', 'Tour schedule, running tournaments'],
              phone: ext(200),
            },
            {
              name: ['신예린', 'Shin Ye-rin'],
              role: ['과장', 'Manager'],
              duty: ['대회 참가 신청, 조 편성', 'Tournament entries, pairings'],
              phone: ext(201),
            },
            {
              name: ['하준석', 'Ha Jun-seok'],
              role: ['주임', 'Officer'],
              duty: ['기록, 순위, 제네시스 포인트', 'Records, rankings, Genesis points'],
              phone: ext(202),
            },
          ],
        },
        {
          name: ['회원복지팀', 'Member services'],
          members: [
            {
              name: ['유지혜', 'Yoo Ji-hye'],
              role: ['팀장', 'Head of team'],
              duty: ['회원 자격, 회원선발전', 'Membership status, membership selection'],
              phone: ext(300),
            },
            {
              name: ['배성민', 'Bae Seong-min'],
              role: ['과장', 'Manager'],
              duty: [
                '회비·입회비, 경조사·장학금·복지연금',
                'Dues and entrance fees, welfare benefits, scholarships, pension',
              ],
              phone: ext(301),
            },
          ],
        },
        {
          name: ['교육팀', 'Education'],
          members: [
            {
              name: ['정하윤', 'Jung Ha-yoon'],
              role: ['팀장', 'Head of team'],
              duty: ['입문교육, 경력 개발 과정', 'Introductory training, career development'],
              phone: ext(400),
            },
            {
              name: ['장민규', 'Jang Min-gyu'],
              role: ['주임', 'Officer'],
              duty: ['세미나·포럼, 아카데미', 'Seminars and forums, the academy'],
              phone: ext(401),
            },
          ],
        },
        {
          name: ['홍보마케팅팀', 'Communications and marketing'],
          members: [
            {
              name: ['류승완', 'Ryu Seung-wan'],
              role: ['팀장', 'Head of team'],
              duty: ['후원·광고, 중계', 'Sponsorship and advertising, broadcasting'],
              phone: ext(500),
            },
            {
              name: ['송다은', 'Song Da-eun'],
              role: ['대리', 'Assistant manager'],
              duty: ['보도자료, 홈페이지, 사진·영상', 'Press releases, the website, photos and video'],
              phone: ext(501),
            },
          ],
        },
        {
          name: ['클린투어센터', 'Clean tour centre'],
          members: [
            {
              name: ['차윤호', 'Cha Yoon-ho'],
              role: ['센터장', 'Head of centre'],
              duty: ['신고 접수·조사, 도핑 방지', 'Reports and investigations, anti-doping'],
              phone: ext(600),
            },
            {
              name: ['표서영', 'Pyo Seo-young'],
              role: ['주임', 'Officer'],
              duty: ['치료목적사용면책(TUE), 윤리 교육', 'Therapeutic use exemptions, ethics training'],
              phone: ext(601),
            },
          ],
        },
      ]),
    ],
  },
]
