import { ext, TERMS_EFFECTIVE } from './facts'
import { heading, links, list, notice, para, table, type PageSeed } from './build'

/** Consent to marketing messages, and the clean tour regulations. */
export const TERMS_OTHER: PageSeed[] = [
  {
    slug: 'marketing',
    section: 'terms',
    sortOrder: 30,
    effectiveDate: TERMS_EFFECTIVE.marketing,
    title: ['마케팅 정보 수신 동의', 'Consent to marketing messages'],
    summary: [
      '대회, 티켓, 이벤트와 제휴 혜택 안내를 받을지 정하는 선택 동의입니다.',
      'An optional consent to hear about tournaments, tickets, events and partner offers.',
    ],
    body: [
      notice(
        [
          '이 동의는 선택 사항입니다. 동의하지 않아도 서비스는 모두 이용할 수 있으며, 혜택 안내만 받지 않게 됩니다.',
          'This consent is optional. Without it you can still use every service; you simply will not receive offers.',
        ],
        { title: ['선택 동의', 'Optional'] },
      ),
      table(
        ['마케팅 정보 수신 동의 내용', 'What you agree to'],
        [
          ['항목', 'Item'],
          ['내용', 'Detail'],
        ],
        [
          [
            ['목적', 'Purpose'],
            [
              '대회·이벤트 안내, 티켓 할인, 협회 굿즈와 제휴사 혜택 안내',
              'News of tournaments and events, ticket discounts, association goods and partner offers',
            ],
          ],
          [
            ['수집 항목', 'Information used'],
            ['이름, 휴대폰 번호, 이메일, 앱 알림 수신 정보', 'Name, mobile number, e-mail, app notification token'],
          ],
          [
            ['전송 방법', 'Channels'],
            ['문자 메시지, 이메일, 앱 알림', 'Text message, e-mail, app notification'],
          ],
          [
            ['보유 기간', 'Kept for'],
            ['동의를 철회하거나 탈퇴할 때까지', 'Until you withdraw consent or leave the service'],
          ],
        ],
        true,
      ),
      heading(['동의의 철회', 'Withdrawing consent']),
      list([
        [
          '마이페이지의 개인정보 수정에서 언제든 마케팅 수신 동의를 끌 수 있으며, 즉시 반영됩니다.',
          'Switch marketing consent off at any time under Personal details on My page; it takes effect at once.',
        ],
        [
          '받은 문자나 이메일의 수신 거부 안내로도 철회할 수 있습니다.',
          'You can also opt out through the link in any message you receive.',
        ],
        ['동의하거나 철회하면 그 날짜를 알려 드립니다.', 'We confirm the date whenever you give or withdraw consent.'],
      ]),
      heading(['협회가 지키는 것', 'What we promise']),
      list([
        [
          '밤 9시부터 다음 날 아침 8시까지는 따로 동의하지 않은 분께 광고성 정보를 보내지 않습니다.',
          'No advertising between 21:00 and 08:00 unless you have agreed to it separately.',
        ],
        ['수신 동의 여부를 2년마다 다시 알려 드립니다.', 'Every two years we remind you what you have agreed to.'],
        [
          '광고성 정보에는 (광고) 표시와 수신 거부 방법을 함께 적습니다.',
          'Every advertising message is marked as such and says how to opt out.',
        ],
      ]),
      para(
        `이 동의 내용은 ${TERMS_EFFECTIVE.marketing}부터 적용합니다.`,
        `This consent text applies from ${TERMS_EFFECTIVE.marketing}.`,
      ),
    ],
  },
  {
    slug: 'clean',
    section: 'terms',
    sortOrder: 40,
    effectiveDate: TERMS_EFFECTIVE.clean,
    title: ['클린투어 규정', 'Clean tour regulations'],
    summary: [
      '승부 조작, 불법 도박, 도핑 없는 공정한 투어를 위한 규정입니다.',
      'The rules that keep the tours fair: no match fixing, no illegal betting, no doping.',
    ],
    body: [
      heading(['제1조 (목적)', 'Article 1 (Purpose)'], 3),
      para(
        '이 규정은 협회가 주최·주관하는 모든 대회의 공정성과 선수의 건강을 지키기 위해 금지 행위와 신고, 징계 절차를 정합니다.',
        "These regulations set out what is forbidden, how to report it and how it is sanctioned, to protect the fairness of every tournament the Association runs and the players' health.",
      ),
      heading(['제2조 (적용 대상)', 'Article 2 (Who is bound)'], 3),
      para(
        '협회 회원, 대회에 참가하는 아마추어 선수, 캐디와 선수 관계자, 협회 임직원과 경기위원에게 적용합니다.',
        "Association members, amateurs entered in tournaments, caddies and player support staff, the Association's officers and staff, and referees.",
      ),
      heading(['제3조 (금지 행위)', 'Article 3 (Forbidden conduct)'], 3),
      list(
        [
          [
            '승부 조작: 고의로 성적을 조작하거나 결과를 청탁·약속하는 행위',
            'Match fixing: deliberately manipulating a score, or asking for or promising a result',
          ],
          [
            '불법 스포츠 도박에 참여하거나 내부 정보를 제공하는 행위',
            'Taking part in illegal sports betting or passing on inside information',
          ],
          [
            '도핑: 금지 약물이나 금지 방법을 사용하거나 검사를 거부하는 행위',
            'Doping: using a prohibited substance or method, or refusing a test',
          ],
          [
            '경기와 관련하여 금품이나 향응을 주고받는 행위',
            'Giving or taking money or favours connected with competition',
          ],
          ['스코어카드를 거짓으로 적는 행위', 'Signing for a false score'],
          [
            '폭력, 폭언, 성희롱 등 인권 침해 행위',
            'Violence, abuse, sexual harassment and other violations of human rights',
          ],
        ],
        true,
      ),
      heading(['제4조 (도핑 방지)', 'Article 4 (Anti-doping)'], 3),
      list([
        [
          '금지 약물과 방법은 세계도핑방지규약의 금지 목록을 따릅니다.',
          'Prohibited substances and methods follow the Prohibited List of the World Anti-Doping Code.',
        ],
        [
          '치료 때문에 금지 약물을 써야 하는 선수는 대회 전에 치료목적사용면책(TUE)을 신청해야 합니다. 응급 치료였다면 사후에 신청할 수 있습니다.',
          'A player who needs a prohibited substance for treatment must apply for a therapeutic use exemption (TUE) before competing; after emergency treatment the application may follow.',
        ],
        [
          '정당한 이유 없이 도핑 검사를 거부하면 양성 반응으로 봅니다.',
          'Refusing a doping test without good reason counts as a positive test.',
        ],
      ]),
      heading(['제5조 (신고와 신고자 보호)', 'Article 5 (Reporting and protection)'], 3),
      para(
        `누구든 클린투어 센터에 온라인 신고서나 전화(${ext(600)})로 신고할 수 있습니다. 신고자의 신원은 비밀로 하며, 신고를 이유로 불이익을 주는 행위도 징계합니다. 거짓임을 알면서 한 신고는 징계할 수 있습니다.`,
        `Anyone may report to the clean tour centre with the online form or by phone (${ext(600)}). Reporters' identities are kept secret, and retaliating against a reporter is itself sanctioned. A report made knowing it to be false may be sanctioned.`,
      ),
      heading(['제6조 (징계)', 'Article 6 (Sanctions)'], 3),
      table(
        ['위반 행위별 징계 기준', 'Sanctions by offence'],
        [
          ['위반 행위', 'Offence'],
          ['징계 기준', 'Sanction'],
        ],
        [
          [
            ['승부 조작', 'Match fixing'],
            ['제명 및 영구 출전 금지', 'Expulsion and a life ban'],
          ],
          [
            ['불법 스포츠 도박', 'Illegal sports betting'],
            ['자격 정지 1년 이상 5년 이하', 'Suspension of 1 to 5 years'],
          ],
          [
            ['고의적 도핑', 'Intentional doping'],
            ['자격 정지 4년', 'Suspension of 4 years'],
          ],
          [
            ['과실에 의한 도핑', 'Doping without intent'],
            ['견책에서 자격 정지 2년까지', 'From a reprimand to a 2-year suspension'],
          ],
          [
            ['스코어카드 허위 기재', 'False scorecard'],
            ['실격 및 출전 정지', 'Disqualification and suspension from play'],
          ],
          [
            ['폭력, 성희롱', 'Violence, sexual harassment'],
            ['출전 정지 또는 자격 정지', 'Suspension from play or of membership'],
          ],
        ],
        true,
      ),
      para(
        '징계는 윤리위원회의 조사와 상벌위원회의 심의를 거쳐 정하며, 징계를 받은 회원은 통지를 받은 날부터 14일 안에 재심을 청구할 수 있습니다.',
        'Sanctions are decided by the disciplinary committee after the ethics committee investigates; a sanctioned member may ask for a review within 14 days of being notified.',
      ),
      heading(['제7조 (서약)', 'Article 7 (Pledge)'], 3),
      para(
        '협회 회원은 해마다 시즌 시작 전에 클린투어 서약서를 제출합니다.',
        'Every association member signs the clean tour pledge before each season.',
      ),
      links([
        {
          title: ['신고하기', 'Make a report'],
          description: ['승부 조작, 도박, 도핑, 폭력 신고', 'Match fixing, betting, doping, violence'],
          url: '/cleans/report/',
        },
        {
          title: ['금지 약물 검색', 'Prohibited substances'],
          description: ['약 이름으로 금지 여부 확인', 'Check a medicine by name'],
          url: '/cleans/substances/',
        },
        {
          title: ['치료목적사용면책(TUE) 신청', 'Therapeutic use exemption'],
          description: ['회원 로그인 후 신청', 'Apply after logging in'],
          url: '/cleans/tue/',
        },
      ]),
      para(
        `이 규정은 ${TERMS_EFFECTIVE.clean}부터 시행합니다.`,
        `These regulations take effect on ${TERMS_EFFECTIVE.clean}.`,
      ),
    ],
  },
]
