import { EMAIL, PHONE, PRIVACY_EMAIL, TERMS_EFFECTIVE } from './facts'
import { contact, heading, links, list, notice, para, retention, table, type PageSeed } from './build'

/**
 * The privacy policy, with the retention periods of docs/requirements/content.md#con-9 (decision 0037 on the
 * withdrawn-member period).
 */
export const TERMS_PRIVACY: PageSeed = {
  slug: 'privacy',
  section: 'terms',
  sortOrder: 20,
  effectiveDate: TERMS_EFFECTIVE.privacy,
  title: ['개인정보처리방침', 'Privacy policy'],
  summary: [
    '협회가 어떤 개인정보를 왜 모으고, 얼마나 보관하며, 어떻게 지키는지 알려 드립니다.',
    'What personal information the association collects and why, how long it keeps it and how it protects it.',
  ],
  body: [
    para(
      '(사)페어웨이프로골프협회(이하 "협회")는 「개인정보 보호법」 등 관련 법령을 지키며, 이용자의 개인정보를 안전하게 처리하기 위해 다음과 같이 개인정보처리방침을 둡니다.',
      'The Fairway Professional Golfers\' Association (the "Association") complies with the Personal Information Protection Act and related laws, and adopts this privacy policy to handle users\' personal information safely.',
    ),
    heading(['1. 수집하는 개인정보와 목적', '1. What we collect and why']),
    table(
      ['수집 항목과 이용 목적', 'Information collected and its purposes'],
      [
        ['구분', 'When'],
        ['항목', 'Items'],
        ['목적', 'Purpose'],
      ],
      [
        [
          ['회원 가입 (필수)', 'Sign-up (required)'],
          [
            '아이디, 비밀번호, 이름, 영문 이름, 생년월일, 성별, 국적, 휴대폰 번호, 이메일, 주소',
            'User ID, password, name, English name, date of birth, gender, nationality, mobile number, e-mail, address',
          ],
          ['본인 확인, 회원 관리, 고지 사항 전달', 'Identity checks, managing membership, sending notices'],
        ],
        [
          ['회원 가입 (선택)', 'Sign-up (optional)'],
          ['전화번호, 직장 정보, 사진, 마케팅 수신 동의', 'Telephone, workplace details, photo, marketing consent'],
          ['맞춤 안내, 혜택 정보 제공', 'Tailored notices and benefits'],
        ],
        [
          ['만 14세 미만 가입', 'Sign-up under 14'],
          ['보호자 이름, 보호자 연락처', "Guardian's name and phone number"],
          ['보호자 동의 확인', "Confirming the guardian's consent"],
        ],
        [
          ['티켓·회비 결제', 'Tickets and dues'],
          ['결제 수단 정보, 결제 기록', 'Payment method details, payment records'],
          ['대금 결제, 환불, 영수증 발급', 'Payments, refunds, receipts'],
        ],
        [
          ['복지 신청', 'Welfare applications'],
          ['은행, 계좌번호, 예금주, 증빙 서류', 'Bank, account number, account holder, supporting documents'],
          ['지원금 지급', 'Paying benefits'],
        ],
        [
          ['서비스 이용 중 자동 수집', 'Collected automatically'],
          ['접속 기록, IP 주소, 쿠키, 기기 정보', 'Access logs, IP address, cookies, device information'],
          ['부정 이용 방지, 서비스 개선', 'Preventing misuse, improving the Services'],
        ],
      ],
      true,
    ),
    heading(['2. 보유 기간', '2. How long we keep it']),
    para(
      '협회는 목적을 이루면 개인정보를 지체 없이 파기합니다. 다만 아래 정보는 정해진 기간 동안 보관한 뒤 파기합니다.',
      'The Association destroys personal information without delay once its purpose is served, except for the information below, which is kept for the period shown and then destroyed.',
    ),
    retention(
      ['개인정보 보유 기간', 'Retention periods'],
      [
        {
          item: ['부정 이용 기록', 'Records of misuse'],
          basis: ['부정 이용 방지 (협회 내부 방침)', 'Preventing misuse (Association policy)'],
          period: ['1년', '1 year'],
        },
        {
          item: ['탈퇴한 회원의 정보', 'Data of withdrawn members'],
          basis: [
            '분쟁 대응, 재가입 확인 (협회 내부 방침)',
            'Handling disputes, checking re-registration (Association policy)',
          ],
          period: ['탈퇴 후 30일', '30 days after withdrawal'],
        },
        {
          item: ['계약 또는 청약철회 등에 관한 기록', 'Records of contracts and withdrawals of orders'],
          basis: ['전자상거래 등에서의 소비자보호에 관한 법률', 'Act on Consumer Protection in Electronic Commerce'],
          period: ['5년', '5 years'],
        },
        {
          item: ['대금 결제와 재화 등의 공급에 관한 기록', 'Records of payments and supply of goods'],
          basis: ['전자상거래 등에서의 소비자보호에 관한 법률', 'Act on Consumer Protection in Electronic Commerce'],
          period: ['5년', '5 years'],
        },
        {
          item: ['소비자의 불만 또는 분쟁 처리에 관한 기록', 'Records of complaints and disputes'],
          basis: ['전자상거래 등에서의 소비자보호에 관한 법률', 'Act on Consumer Protection in Electronic Commerce'],
          period: ['3년', '3 years'],
        },
        {
          item: ['본인 확인에 관한 기록', 'Records of identity verification'],
          basis: [
            '정보통신망 이용촉진 및 정보보호 등에 관한 법률',
            'Act on Promotion of Information and Communications Network Utilization',
          ],
          period: ['6개월', '6 months'],
        },
        {
          item: ['웹사이트 방문 기록', 'Website visit records'],
          basis: ['통신비밀보호법', 'Protection of Communications Secrets Act'],
          period: ['3개월', '3 months'],
        },
      ],
    ),
    notice([
      '웹 서비스에서만 탈퇴한 협회 회원의 회원 기록(이름, 회원번호, 회원 구분, 회비 내역)은 정관에 따라 협회 회원 자격이 유지되는 동안 보관합니다. 로그인 정보와 웹 서비스 전용 정보는 탈퇴 후 30일이 지나면 파기합니다.',
      'For an association member who withdraws from the web services only, the member record (name, membership number, class, dues history) is kept while the association membership lasts, as the articles of association require. Login details and web-only data are destroyed 30 days after withdrawal.',
    ]),
    heading(['3. 제3자 제공', '3. Sharing with third parties']),
    para(
      '협회는 이용자의 동의가 있거나 법령에 특별한 규정이 있는 경우에만 개인정보를 제3자에게 제공합니다. 아카데미 사이트로 이동할 때는 회원의 동의를 받아 이름, 아이디, 연락처 등 로그인에 필요한 정보만 전달합니다.',
      "The Association shares personal information with third parties only with the user's consent or where a law specifically requires it. When a member moves to the academy site, only the details needed to log in there (name, ID, contact details) are passed on, with the member's consent.",
    ),
    heading(['4. 처리 위탁', '4. Processors']),
    table(
      ['개인정보 처리 위탁', 'Processing entrusted to others'],
      [
        ['수탁자', 'Processor'],
        ['위탁 업무', 'Task'],
      ],
      [
        [
          ['전자결제대행사(PG)', 'Payment gateway'],
          ['티켓·회비·입회비 결제와 환불', 'Payments and refunds of tickets, dues and entrance fees'],
        ],
        [
          ['본인확인기관', 'Identity verification agency'],
          ['휴대폰 본인 확인', 'Mobile phone verification'],
        ],
        [
          ['문자 발송 대행사', 'Messaging provider'],
          ['인증번호와 알림 문자 발송', 'Sending verification codes and notices by text'],
        ],
      ],
      true,
    ),
    heading(['5. 이용자의 권리', '5. Your rights']),
    list([
      [
        '언제든 자신의 개인정보를 열람하고 고치거나 지우도록 요청할 수 있으며, 처리 정지를 요구할 수 있습니다.',
        'You may at any time ask to see, correct or delete your personal information, or ask us to stop processing it.',
      ],
      [
        '마이페이지에서 직접 하거나 개인정보 보호책임자에게 서면, 전화, 이메일로 요청하시면 지체 없이 조치합니다.',
        'Do it yourself on My page, or ask the privacy officer in writing, by phone or by e-mail, and we will act without delay.',
      ],
      [
        '만 14세 미만 아동의 개인정보는 법정대리인이 위 권리를 행사할 수 있습니다.',
        'For a child under 14, the legal guardian may exercise these rights.',
      ],
    ]),
    heading(['6. 파기 절차와 방법', '6. How we destroy it']),
    para(
      '보유 기간이 끝난 개인정보는 5일 이내에 파기합니다. 전자 파일은 복구할 수 없는 방법으로 지우고, 종이 문서는 분쇄하거나 소각합니다.',
      'Personal information whose retention period has ended is destroyed within 5 days: electronic files are erased so they cannot be recovered, and paper is shredded or incinerated.',
    ),
    heading(['7. 쿠키', '7. Cookies']),
    para(
      '협회는 로그인 상태와 언어 설정을 기억하기 위해 쿠키와 브라우저 저장소를 씁니다. 쿠키의 기본 유효 기간은 1일입니다. 브라우저 설정에서 쿠키를 거부할 수 있지만, 그러면 로그인이 필요한 서비스를 이용하기 어렵습니다.',
      'The Association uses cookies and browser storage to remember your login and your language. Cookies last one day by default. You can refuse cookies in your browser, but services that need a login will then be hard to use.',
    ),
    heading(['8. 안전성 확보 조치', '8. How we protect it']),
    list([
      ['비밀번호는 복호화할 수 없게 암호화하여 저장합니다.', 'Passwords are stored with one-way encryption.'],
      [
        '개인정보에 접근할 수 있는 직원을 최소화하고 접근 기록을 보관합니다.',
        'Access to personal information is limited to the staff who need it, and access is logged.',
      ],
      ['전송 구간은 암호화(HTTPS)합니다.', 'Everything sent is encrypted (HTTPS).'],
    ]),
    heading(['9. 개인정보 보호책임자', '9. Privacy officer']),
    contact([
      {
        kind: 'email',
        label: ['개인정보 보호책임자: 사무국장 백승호', 'Privacy officer: Baek Seung-ho, Secretary general'],
        value: PRIVACY_EMAIL,
      },
      { kind: 'phone', label: ['전화', 'Telephone'], value: `${PHONE} (100)` },
      { kind: 'email', label: ['일반 문의', 'General enquiries'], value: EMAIL },
    ]),
    heading(['10. 권익 침해 구제', '10. Where else to turn']),
    links([
      {
        title: ['개인정보분쟁조정위원회', 'Personal Information Dispute Mediation Committee'],
        description: ['국번 없이 1833-6972', 'Call 1833-6972'],
        url: 'https://www.kopico.go.kr',
      },
      {
        title: ['개인정보침해신고센터', 'Personal information infringement report centre'],
        description: ['국번 없이 118', 'Call 118'],
        url: 'https://privacy.kisa.or.kr',
      },
      {
        title: ['경찰청 사이버수사국', 'Korean National Police Agency, cyber investigations'],
        description: ['국번 없이 182', 'Call 182'],
        url: 'https://ecrm.police.go.kr',
      },
    ]),
    heading(['11. 방침의 변경', '11. Changes to this policy']),
    para(
      `이 방침은 ${TERMS_EFFECTIVE.privacy}부터 시행합니다. 내용이 바뀌면 시행 7일 전부터, 이용자의 권리에 중요한 변경은 30일 전부터 공지사항으로 알려 드립니다.`,
      `This policy takes effect on ${TERMS_EFFECTIVE.privacy}. Changes are announced in the notices 7 days before they take effect, or 30 days before for changes that matter to your rights.`,
    ),
  ],
}
