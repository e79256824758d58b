import { termsEffective } from '../content/pages'
import type { articles } from '../schema/index'
import { addDays, seoulInstant, yearOf } from './time'

type ArticleInsert = typeof articles.$inferInsert
type Notice = Pick<ArticleInsert, 'titleKo' | 'titleEn' | 'bodyKo' | 'bodyEn'> & {
  day: string
  pinned?: boolean
  attachments?: ArticleInsert['attachments']
}

/**
 * The association's own notices (/abouts/notice/, decision 0037): the secretariat's announcements about
 * dues, welfare, education, the clean centre and the terms, dated back from `today` (rules from the spec, §9).
 * A notice whose day has not come is left out.
 */
export function associationNotices(today: string): ArticleInsert[] {
  const year = yearOf(today)
  const ago = (days: number) => addDays(today, -days)
  const notices: Notice[] = [
    {
      day: ago(200),
      pinned: true,
      titleKo: '협회 사무국 운영 시간 및 문의 안내',
      titleEn: 'Secretariat opening hours and how to reach us',
      bodyKo:
        '협회 사무국의 운영 시간과 문의 방법을 안내해 드립니다.\n\n전화 상담: 1588-1968 (평일 09:00-18:00, 주말·공휴일 휴무)\n이메일: help@fairway.or.kr (접수 후 24시간 이내 답변)\n\n점심시간(12:00-13:00)에는 전화 연결이 늦어질 수 있습니다. 회원 번호를 함께 알려 주시면 더 빠르게 도와드릴 수 있습니다.',
      bodyEn:
        'Here is when and how to reach the secretariat.\n\nTelephone: 1588-1968 (weekdays 09:00-18:00, closed on weekends and public holidays)\nE-mail: help@fairway.or.kr (answered within 24 hours)\n\nCalls may take longer to answer over lunch (12:00-13:00). Giving your membership number helps us help you sooner.',
    },
    {
      day: `${year}-01-02`,
      pinned: true,
      titleKo: `${year}년 연회비 납부 안내`,
      titleEn: `Membership dues for ${year}`,
      bodyKo: `${year}년 연회비 납부 방법을 안내해 드립니다.\n\n투어프로 회원: 월 25,000원 (6개월분 150,000원)\n프로 회원: 월 20,000원 (6개월분 120,000원)\n\n회비는 1월과 7월에 6개월분씩 청구됩니다. 마이페이지의 회비 납부 메뉴에서 카드 또는 가상계좌로 납부할 수 있습니다.\n\n입회 20년 이상이고 만 60세 이상인 회원은 회비 납부가 면제됩니다. 대회 참가 신청과 교육 신청은 회비를 완납한 회원만 할 수 있습니다.`,
      bodyEn: `How to pay your ${year} membership dues.\n\nTour pro members: 25,000 won a month (150,000 won for six months)\nPro members: 20,000 won a month (120,000 won for six months)\n\nDues are billed for six months at a time, in January and July. Pay by card or virtual account under Dues on My page.\n\nMembers of 20 years' standing aged 60 or over pay no dues. Only members whose dues are fully paid may enter tournaments or apply for education.`,
      attachments: [
        {
          fileName: `${year}-dues-guide.txt`,
          text: `${year} 연회비 / Membership dues ${year}\n\n투어프로 Tour pro: 25,000원/월 won a month, 150,000원 won per half year\n프로 Pro: 20,000원/월 won a month, 120,000원 won per half year\n청구 Billing: 1월, 7월 / January, July\n`,
        },
      ],
    },
    {
      day: ago(320),
      titleKo: '장기 미납 회원의 자격 정지 및 제명 기준 안내',
      titleEn: 'Suspension and expulsion for long-unpaid dues',
      bodyKo:
        '정관에 따른 회비 장기 미납 회원의 처리 기준을 안내해 드립니다.\n\n미납 3년 이상 5년 미만: 회원 자격 정지\n미납 5년 이상: 제명\n\n자격이 정지되거나 제명된 회원도 구제 기간(5년) 안에 회원 10명의 동의를 받아 복권을 신청할 수 있으며, 사무국의 승인으로 복권됩니다. 복권 신청은 구제 기간 종료 후 4년 이내에 해야 합니다.',
      bodyEn:
        'How the articles of association treat members whose dues have long gone unpaid.\n\nUnpaid for 3 years or more but under 5: membership suspended\nUnpaid for 5 years or more: expulsion\n\nA suspended or expelled member may apply for reinstatement within the 5-year relief period with the consent of 10 members; the secretariat approves it. The application must be made within 4 years after the relief period.',
    },
    {
      day: ago(290),
      titleKo: '입회비 납부 기한 안내',
      titleEn: 'Entrance fee deadline',
      bodyKo:
        '회원선발전에 합격한 분은 합격 발표일로부터 15일 이내에 입회비 2,000,000원을 납부해야 합니다.\n\n입회비를 완납하기 전에는 대회 참가 신청을 할 수 없습니다. 기한 안에 납부하지 않으면 합격이 취소될 수 있으니 유의해 주시기 바랍니다.',
      bodyEn:
        'Anyone who passes the membership selection must pay the 2,000,000 won entrance fee within 15 days of the announcement.\n\nTournament entries are closed to you until the fee is fully paid. Passing may be cancelled if the fee is not paid in time.',
    },
    {
      day: ago(270),
      titleKo: '회원 경조사 지원금 신청 안내',
      titleEn: 'Family occasion benefits for members',
      bodyKo:
        '회원과 가족의 경조사에 지원금을 드립니다.\n\n회원 본인 사망: 입회 20년 이상 300만 원, 10년 이상 20년 미만 200만 원, 10년 미만 100만 원\n부모·배우자·자녀 사망: 30만 원\n본인·자녀 결혼, 부모 칠순: 20만 원\n\n지원금은 경조사가 있었던 해의 다음 해 말까지 신청할 수 있습니다(부모 칠순은 3년). 마이페이지의 복지 신청 메뉴에서 증빙 서류와 함께 신청해 주십시오.',
      bodyEn:
        "The association supports members and their families on life's big occasions.\n\nDeath of the member: 3 million won after 20 years of membership or more, 2 million after 10 to 20 years, 1 million under 10 years\nDeath of a parent, spouse or child: 300,000 won\nWedding of the member or a child, a parent's 70th birthday: 200,000 won\n\nClaims are valid until the end of the year after the occasion (three years for a parent's 70th birthday). Apply under Welfare on My page with the supporting documents.",
    },
    {
      day: `${year}-02-20`,
      titleKo: `${year}년 회원 자녀 장학금 신청 안내`,
      titleEn: `Scholarships for members' children, ${year}`,
      bodyKo:
        '회원 자녀 장학금 신청을 받습니다.\n\n신청 기간: 3월 1일부터 3월 31일까지\n지원 금액: 분기당 150,000원에서 300,000원 (학교 급별 차등)\n\n신청서와 재학 증명서를 마이페이지 복지 신청 메뉴로 제출해 주십시오.',
      bodyEn:
        "Applications are open for scholarships for members' children.\n\nApplications: 1 to 31 March\nAmount: 150,000 to 300,000 won a quarter, by school level\n\nSubmit the form and a certificate of enrolment under Welfare on My page.",
    },
    {
      day: ago(240),
      titleKo: '복지연금 지급 기준 안내',
      titleEn: 'The welfare pension',
      bodyKo:
        '복지연금은 입회 20년 이상인 회원에게 만 60세부터 연 120만 원을 지급합니다. 출생 연도(1954년-1962년)에 따라 지급 개시 연령이 만 60세에서 만 63세까지 달라지며, 20년간 지급을 보장합니다.',
      bodyEn:
        'Members of 20 years or more receive a welfare pension of 1.2 million won a year from age 60. Depending on the year of birth (1954 to 1962) payments start between 60 and 63, and are guaranteed for 20 years.',
    },
    {
      day: ago(150),
      titleKo: '신규 회원 입문교육 이수 안내',
      titleEn: 'Introductory training for new members',
      bodyKo:
        '신규 회원은 입회 후 3년 이내에 입문교육을 이수해야 합니다.\n\n프로 회원: 1일 과정, 연 3회 개설\n투어프로 회원: 2박 3일 과정, 연 2회 개설\n\n입문교육을 마치지 않으면 일부 증명서 발급이 제한됩니다. 일정은 교육 메뉴에서 확인해 주십시오.',
      bodyEn:
        'New members must complete introductory training within 3 years of joining.\n\nPro members: a one-day course, held three times a year\nTour pro members: a three-day, two-night course, held twice a year\n\nSome certificates are not issued until the training is complete. The dates are under Education.',
    },
    {
      day: ago(130),
      titleKo: '클린투어 신고 센터 운영 안내',
      titleEn: 'The clean tour reporting centre',
      bodyKo:
        '승부 조작, 불법 도박, 폭력, 도핑 등 투어의 공정성을 해치는 행위를 신고할 수 있는 클린투어 센터를 운영합니다.\n\n신고자의 신원은 철저히 보호되며, 익명 신고도 가능합니다. 신고 내용은 윤리위원회가 검토합니다.',
      bodyEn:
        'The clean tour centre takes reports of anything that harms the fairness of the tours: match fixing, illegal betting, violence or doping.\n\nReporters are protected and may stay anonymous. The ethics committee reviews every report.',
    },
    {
      day: ago(110),
      titleKo: '도핑 방지 규정 및 치료목적사용면책(TUE) 신청 안내',
      titleEn: 'Anti-doping rules and therapeutic use exemptions',
      bodyKo:
        '치료를 위해 금지 약물을 사용해야 하는 선수는 대회 참가 전에 치료목적사용면책(TUE)을 신청해야 합니다.\n\n금지 약물 여부는 클린투어 센터의 금지 약물 검색에서 확인할 수 있습니다. 응급 치료였다면 사후 신청도 가능합니다.',
      bodyEn:
        'A player who must take a prohibited substance for treatment applies for a therapeutic use exemption (TUE) before competing.\n\nCheck a medicine in the prohibited-substance search of the clean tour centre. After emergency treatment an application can be made afterwards.',
    },
    {
      day: ago(95),
      titleKo: '모바일 회원증 발급 안내',
      titleEn: 'Your membership card on your phone',
      bodyKo:
        '마이페이지에서 QR 코드가 담긴 모바일 회원증을 바로 발급받을 수 있습니다.\n\n대회장 출입과 제휴사 혜택 확인에 모바일 회원증을 사용해 주십시오.',
      bodyEn:
        'My page now issues a mobile membership card with a QR code.\n\nShow it at tournament gates and to our partners for member benefits.',
    },
    {
      day: ago(80),
      titleKo: '오프라인 서류 인증 가입 처리 기간 안내',
      titleEn: 'Sign-up with paper documents: how long it takes',
      bodyKo:
        '휴대폰 인증 대신 신분 서류로 가입하는 경우 서류 접수 후 영업일 기준 1-2일 안에 처리됩니다.\n\n가입 신청 후 2일 안에 서류가 도착하지 않으면 임시 가입 정보는 삭제됩니다.',
      bodyEn:
        'Sign-ups verified by identity documents instead of a mobile phone are processed within 1-2 business days of the documents arriving.\n\nIf the documents do not arrive within 2 days of applying, the temporary sign-up is deleted.',
    },
    {
      day: ago(70),
      titleKo: '주니어 투어 참가 선수 모집 안내',
      titleEn: 'Junior tour: entries open',
      bodyKo:
        '만 14세부터 18세까지의 유망주가 참가하는 주니어 투어 참가 선수를 모집합니다.\n\n만 14세 미만은 참가할 수 없으며, 미성년 선수는 보호자 동의서를 제출해야 합니다. 자세한 내용은 주니어 투어 안내 페이지를 확인해 주십시오.',
      bodyEn:
        'Entries are open for the junior tour for promising players aged 14 to 18.\n\nPlayers under 14 cannot enter, and minors need a signed guardian consent form. See the junior tour guide for the details.',
    },
    {
      day: ago(60),
      titleKo: '윈터투어 개최 안내',
      titleEn: 'The winter tour is on',
      bodyKo:
        '비시즌 동안 남부 지역과 제주에서 윈터투어를 개최합니다. 참가 신청은 대회 참가 신청 메뉴에서 할 수 있습니다.',
      bodyEn:
        'During the off-season the winter tour is played in the south and on Jeju. Enter through Tournament application.',
    },
    {
      day: ago(45),
      titleKo: '공식 후원사 협약 체결 안내',
      titleEn: 'New official sponsorship agreements',
      bodyKo:
        '협회는 투어의 발전과 회원 복지를 위해 새로운 공식 후원사와 협약을 체결했습니다.\n\n후원사 목록은 후원사 안내 페이지에서 확인할 수 있습니다. 후원과 광고 문의는 광고·후원 안내 페이지의 연락처로 해 주십시오.',
      bodyEn:
        "The association has signed new official sponsors to grow the tours and members' welfare.\n\nThe sponsors are listed on the sponsors page. For sponsorship and advertising, use the contacts on the advertising guide.",
    },
    {
      day: ago(38),
      titleKo: '협회 사무국 직원 채용 공고',
      titleEn: 'The secretariat is hiring',
      bodyKo:
        '협회 사무국에서 함께 일할 직원을 채용합니다.\n\n모집 분야: 경기운영팀, 홍보마케팅팀 각 1명\n접수: 이메일(help@fairway.or.kr)로 이력서와 자기소개서 제출\n\n서류 전형 합격자에게는 개별 연락드립니다.',
      bodyEn:
        'The secretariat is looking for new colleagues.\n\nOpenings: one in tournament operations, one in communications and marketing\nApply: send a CV and cover letter to help@fairway.or.kr\n\nShortlisted applicants will be contacted.',
    },
    {
      day: ago(30),
      titleKo: '협회 아카데미 강좌 개설 안내',
      titleEn: 'New courses at the association academy',
      bodyKo:
        '협회 아카데미에서 레슨 지도법, 스포츠 심리, 골프 규칙 강좌를 새로 개설했습니다.\n\n아카데미는 협회 회원 정보로 바로 로그인할 수 있습니다. 상단 메뉴의 아카데미 버튼을 이용해 주십시오.',
      bodyEn:
        'The association academy has opened new courses in coaching, sport psychology and the rules of golf.\n\nYou sign in to the academy with your association membership: use the Academy button at the top of the page.',
    },
    {
      day: ago(21),
      titleKo: '정기 대의원총회 개최 결과 안내',
      titleEn: "Results of the delegates' general meeting",
      bodyKo:
        '정기 대의원총회가 재적 대의원 과반수 출석으로 성원되어 다음 안건을 의결했습니다.\n\n1. 전년도 사업 실적 및 결산 승인\n2. 다음 연도 사업 계획 및 예산 승인\n3. 회원 복지 규정 일부 개정\n\n회의록은 첨부 파일을 확인해 주십시오.',
      bodyEn:
        "The delegates' general meeting reached its quorum and resolved:\n\n1. To approve last year's report and accounts\n2. To approve next year's plan and budget\n3. To amend parts of the member welfare regulations\n\nThe minutes are attached.",
      attachments: [
        {
          fileName: 'general-meeting-minutes.txt',
          text: '정기 대의원총회 회의록 / Minutes of the general meeting\n\n1. 결산 승인 / Accounts approved\n2. 예산 승인 / Budget approved\n3. 복지 규정 개정 / Welfare regulations amended\n',
        },
      ],
    },
    {
      day: ago(12),
      titleKo: '홈페이지 서비스 점검 안내',
      titleEn: 'Website maintenance',
      bodyKo:
        '서비스 안정화를 위해 홈페이지 점검을 진행합니다.\n\n점검 시간: 일요일 02:00-05:00\n\n점검 중에는 로그인, 대회 참가 신청, 결제를 이용할 수 없습니다. 이용에 불편을 드려 죄송합니다.',
      bodyEn:
        'The website will be down for maintenance.\n\nWhen: Sunday 02:00-05:00\n\nLogging in, tournament entries and payments are unavailable meanwhile. We are sorry for the inconvenience.',
    },
    {
      day: ago(5),
      titleKo: '회원 개인정보 현행화 요청',
      titleEn: 'Please check your contact details',
      bodyKo:
        '우편물과 경조사 안내가 정확히 전달되도록 마이페이지에서 주소와 연락처를 확인하고 수정해 주시기 바랍니다.',
      bodyEn:
        'So that post and welfare notices reach you, please check and update your address and phone number on My page.',
    },
    ...termsNotices(),
  ]
  return notices
    .filter((n) => n.day <= today)
    .map(({ day, pinned, attachments, ...text }) => ({
      kind: 'associationNotice' as const,
      tourId: null,
      pinned: pinned ?? false,
      publishedAt: seoulInstant(day, '10:00'),
      attachments: attachments ?? [],
      ...text,
    }))
}

/** The terms changes, announced 7 days ahead (30 for a change that matters), as the terms require. */
function termsNotices(): Notice[] {
  return [
    {
      day: addDays(termsEffective('privacy'), -30),
      titleKo: '개인정보처리방침 개정 안내',
      titleEn: 'Changes to the privacy policy',
      bodyKo: `개인정보처리방침이 ${termsEffective('privacy')}부터 개정 시행됩니다.\n\n주요 변경 사항: 개인정보 보유 기간 표 정비, 본인 확인 기록 보관 기간 명시(6개월)\n\n이용자의 권리에 중요한 변경이므로 30일 전에 알려 드립니다. 개정 내용은 개인정보처리방침 페이지에서 확인할 수 있습니다.`,
      bodyEn: `The privacy policy changes from ${termsEffective('privacy')}.\n\nWhat changes: a clearer table of retention periods; identity verification records kept for 6 months.\n\nAs the change matters to your rights, we announce it 30 days ahead. The new text is on the privacy policy page.`,
    },
    {
      day: addDays(termsEffective('usage'), -7),
      titleKo: '이용약관 개정 안내',
      titleEn: 'Changes to the terms of use',
      bodyKo: `이용약관이 ${termsEffective('usage')}부터 개정 시행됩니다.\n\n이 공지일로부터 7일 이내에 이의를 제기하지 않으면 개정 약관에 동의한 것으로 봅니다. 동의하지 않는 회원은 탈퇴할 수 있습니다.`,
      bodyEn: `The terms of use change from ${termsEffective('usage')}.\n\nIf you raise no objection within 7 days of this notice, you are taken to accept the new terms. A member who does not accept them may leave the service.`,
    },
  ]
}
