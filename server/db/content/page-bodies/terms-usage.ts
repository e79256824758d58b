import { TERMS_EFFECTIVE } from './facts'
import { heading, list, notice, para, type PageSeed } from './build'

/**
 * Terms of use (docs/requirements/content.md#con-9: real names, unchangeable IDs, under-14s, terms changes, clubs,
 * withdrawal).
 */
export const TERMS_USAGE: PageSeed = {
  slug: 'usage',
  section: 'terms',
  sortOrder: 10,
  effectiveDate: TERMS_EFFECTIVE.usage,
  title: ['이용약관', 'Terms of use'],
  summary: [
    '협회 홈페이지와 앱을 이용하는 조건과 절차, 협회와 회원의 권리와 의무입니다.',
    "The conditions and procedures for using the association's website and app, and the rights and duties of the association and its users.",
  ],
  body: [
    notice(
      [
        '요약: 실명으로만 가입할 수 있고, 아이디는 바꿀 수 없으며, 만 14세 미만은 보호자 동의가 있어야 합니다. 약관이 바뀌면 7일 전(중요한 변경은 30일 전)에 알려 드리며, 공지 후 7일 안에 이의가 없으면 동의한 것으로 봅니다.',
        "In short: you sign up under your real name only, your user ID cannot be changed, and under-14s need a guardian's consent. We announce changes to these terms 7 days ahead (30 days for significant changes); if you raise no objection within 7 days of the notice, you are taken to accept them.",
      ],
      { title: ['주요 내용', 'Key points'] },
    ),
    heading(['제1장 총칙', 'Chapter 1. General']),
    heading(['제1조 (목적)', 'Article 1 (Purpose)'], 3),
    para(
      '이 약관은 (사)페어웨이프로골프협회(이하 "협회")가 제공하는 홈페이지와 모바일 앱 서비스(이하 "서비스")의 이용 조건과 절차, 협회와 이용자의 권리·의무 및 책임을 정합니다.',
      'These terms set out the conditions and procedures for using the website and mobile app services (the "Services") of the Fairway Professional Golfers\' Association (the "Association"), and the rights, duties and responsibilities of the Association and its users.',
    ),
    heading(['제2조 (정의)', 'Article 2 (Definitions)'], 3),
    list(
      [
        [
          '"웹회원"이란 이 약관에 동의하고 서비스에 가입한 사람을 말합니다.',
          '"Web member": a person who has accepted these terms and signed up for the Services.',
        ],
        [
          '"협회 회원"이란 정관에 따라 협회에 입회한 정회원(투어프로·프로)과 준회원(세미프로·티칭프로)을 말합니다.',
          '"Association member": a regular member (tour pro, pro) or associate member (semi-pro, teaching pro) admitted under the articles of association.',
        ],
        [
          '"아이디"란 회원을 식별하기 위해 회원이 정하고 협회가 승인한 영문 소문자와 숫자의 조합을 말합니다.',
          '"User ID": the combination of lower-case letters and digits chosen by the member and approved by the Association to identify the member.',
        ],
        [
          '"게시물"이란 회원이 서비스에 올린 글, 사진, 동영상, 파일과 댓글을 말합니다.',
          '"Post": any text, photo, video, file or comment a member places on the Services.',
        ],
      ],
      true,
    ),
    heading(['제3조 (약관의 효력과 변경)', 'Article 3 (Effect and changes of the terms)'], 3),
    list(
      [
        [
          '협회는 이 약관을 서비스 첫 화면에서 볼 수 있도록 게시합니다.',
          'The Association publishes these terms where they can be reached from the first page of the Services.',
        ],
        [
          '협회는 관련 법령을 어기지 않는 범위에서 약관을 바꿀 수 있으며, 바꾼 약관은 시행일 7일 전부터 공지합니다. 회원에게 불리하거나 중요한 변경은 30일 전부터 공지하고 이메일 등으로 따로 알립니다.',
          'The Association may change these terms within the law. Changes are announced from 7 days before they take effect; a change that is unfavourable to members or significant is announced 30 days ahead and also sent to members individually, for example by e-mail.',
        ],
        [
          '공지일로부터 7일 이내에 이의를 제기하지 않으면 바뀐 약관에 동의한 것으로 봅니다.',
          'A member who raises no objection within 7 days of the notice is taken to accept the changed terms.',
        ],
        [
          '바뀐 약관에 동의하지 않는 회원은 이용 계약을 해지(탈퇴)할 수 있습니다.',
          'A member who does not accept the changed terms may end the agreement (withdraw).',
        ],
      ],
      true,
    ),
    heading(['제2장 회원 가입과 아이디', 'Chapter 2. Signing up and user IDs']),
    heading(['제4조 (회원 가입)', 'Article 4 (Signing up)'], 3),
    list(
      [
        [
          '서비스는 실명으로만 가입할 수 있습니다. 다른 사람의 이름이나 정보로 가입한 것이 확인되면 이용을 제한하거나 계약을 해지합니다.',
          "The Services are for real-name membership only. An account found to use another person's name or details is restricted or terminated.",
        ],
        [
          '본인 확인은 휴대폰 인증 또는 신분 서류 제출로 합니다. 서류로 가입하는 경우 신청 후 2일 안에 서류가 도착하지 않으면 임시 가입 정보가 삭제되며, 처리에는 영업일 기준 1-2일이 걸립니다.',
          'Identity is verified by mobile phone or by identity documents. For a sign-up with documents, the temporary sign-up is deleted if the documents do not arrive within 2 days, and processing takes 1-2 business days.',
        ],
        [
          '만 14세 미만은 법정대리인(보호자)의 동의 없이 가입할 수 없습니다.',
          'Children under 14 cannot sign up without the consent of a legal guardian.',
        ],
        [
          '가입하려면 이 약관과 개인정보처리방침에 동의해야 합니다. 서류로 가입하는 경우 개인정보 제3자 제공에도 동의해야 합니다.',
          'Signing up requires accepting these terms and the privacy policy; a sign-up with documents also requires consent to the provision of personal information.',
        ],
      ],
      true,
    ),
    heading(['제5조 (아이디와 비밀번호)', 'Article 5 (User ID and password)'], 3),
    list(
      [
        [
          '아이디는 영문 소문자로 시작하는 영문 소문자와 숫자 6-20자입니다.',
          'A user ID is 6 to 20 lower-case letters and digits, starting with a letter.',
        ],
        [
          '아이디는 원칙적으로 바꿀 수 없습니다. 다른 아이디를 쓰려면 탈퇴한 뒤 다시 가입해야 합니다.',
          'A user ID cannot normally be changed. To use a different one, withdraw and sign up again.',
        ],
        [
          '비밀번호는 영문, 숫자, 특수문자를 섞어 8-20자로 정하며, 관리 책임은 회원에게 있습니다.',
          "A password is 8 to 20 characters mixing letters, digits and special characters; keeping it safe is the member's responsibility.",
        ],
        [
          '음란하거나 다른 사람을 사칭하는 아이디는 협회가 이용을 제한할 수 있습니다.',
          'The Association may restrict a user ID that is obscene or impersonates someone else.',
        ],
      ],
      true,
    ),
    heading(['제3장 서비스 이용', 'Chapter 3. Using the Services']),
    heading(['제6조 (서비스 내용)', 'Article 6 (The Services)'], 3),
    para(
      '협회는 투어 일정과 기록, 실시간 리더보드, 대회 참가 신청, 티켓 구매, 회비 납부, 복지 신청, 교육 신청, 커뮤니티와 동호회 서비스를 제공합니다. 대회 참가 신청과 교육 신청은 회비를 완납한 협회 회원만 할 수 있습니다.',
      'The Association provides tour schedules and records, live leaderboards, tournament entries, tickets, dues payment, welfare applications, education applications, and community and club services. Only association members whose dues are fully paid may enter tournaments or apply for education.',
    ),
    heading(['제7조 (이용 제한)', 'Article 7 (Restrictions)'], 3),
    list(
      [
        [
          '협회는 회원이 다른 사람을 괴롭히거나 비방하는 경우, 음란한 아이디를 쓰는 경우, 승인 없이 서비스를 영리 목적으로 이용하는 경우 사전 통지 없이 이용을 제한하거나 계약을 해지할 수 있습니다.',
          'The Association may restrict or terminate use without notice when a member harasses or defames others, uses an obscene user ID, or uses the Services commercially without approval.',
        ],
        [
          '1년 이상 접속하지 않은 계정은 이용이 제한될 수 있습니다.',
          'Accounts not used for over a year may be restricted.',
        ],
        [
          '결제의 안정성을 위해 같은 아이디로 동시에 로그인할 수 없으며, 새로 로그인하면 이전 기기에서는 로그아웃됩니다.',
          'For safe payments the same ID cannot be logged in twice: a new login logs out the earlier device.',
        ],
      ],
      true,
    ),
    heading(['제8조 (게시물)', 'Article 8 (Posts)'], 3),
    list(
      [
        [
          '게시물의 책임은 작성자에게 있습니다. 협회는 다른 사람의 명예를 훼손하는 게시물을 삭제할 수 있습니다.',
          'Authors are responsible for their posts. The Association may delete posts that defame others.',
        ],
        [
          '신고된 게시물은 가려질(블라인드) 수 있으며, 확인을 거쳐 해제될 수 있습니다.',
          'A reported post may be hidden (blinded) and, after review, shown again.',
        ],
        ['댓글은 500바이트까지 쓸 수 있습니다.', 'Comments can be up to 500 bytes long.'],
      ],
      true,
    ),
    heading(['제9조 (동호회)', 'Article 9 (Clubs)'], 3),
    list(
      [
        [
          '회원은 동호회를 개설하거나 언제든 가입하고 탈퇴할 수 있습니다.',
          'Members may open a club and join or leave clubs at any time.',
        ],
        [
          '동호회 이름과 주소(URL)는 개설한 뒤에는 바꿀 수 없습니다.',
          "A club's name and address (URL) cannot be changed after it opens.",
        ],
        [
          '회장이 스스로 폐쇄한 동호회는 7일(168시간) 이내에 복구할 수 있습니다.',
          'A club closed by its president can be restored within 7 days (168 hours).',
        ],
        [
          '3개월 동안 게시물과 신규 회원이 없거나 회장이 1개월 이상 없는 동호회는 협회가 폐쇄할 수 있으며, 비밀번호 유출로 폐쇄된 동호회는 복구할 수 없습니다.',
          'The Association may close a club with no posts and no new members for 3 months or without a president for a month or more; a club closed because a password leaked cannot be restored.',
        ],
      ],
      true,
    ),
    heading(['제4장 탈퇴', 'Chapter 4. Withdrawal']),
    heading(['제10조 (탈퇴)', 'Article 10 (Withdrawal)'], 3),
    list(
      [
        ['회원은 언제든 마이페이지에서 탈퇴할 수 있습니다.', 'Members may withdraw at any time on My page.'],
        [
          '웹 서비스에서만 탈퇴한 협회 회원은 협회 회원 자격을 그대로 유지합니다.',
          'An association member who withdraws from the web services keeps their association membership.',
        ],
        [
          '탈퇴한 회원의 정보는 개인정보처리방침에 따라 30일 동안 보관한 뒤 파기하며, 그동안에는 같은 아이디로 다시 가입할 수 없습니다.',
          "A withdrawn member's data is kept for 30 days under the privacy policy and then destroyed; the same user ID cannot be used again until then.",
        ],
      ],
      true,
    ),
    heading(['제5장 기타', 'Chapter 5. Other provisions']),
    heading(['제11조 (책임의 제한)', 'Article 11 (Limits of liability)'], 3),
    para(
      '협회는 천재지변, 정전, 통신 장애 등 협회가 막을 수 없는 사유로 서비스를 제공하지 못한 경우 책임을 지지 않습니다.',
      'The Association is not liable for failing to provide the Services for reasons beyond its control, such as natural disasters, power cuts or network failures.',
    ),
    heading(['제12조 (분쟁 해결)', 'Article 12 (Disputes)'], 3),
    para(
      '서비스 이용과 관련한 분쟁은 대한민국 법을 따르며, 소송은 민사소송법에 따른 관할 법원에 제기합니다.',
      'Disputes about the Services are governed by the law of the Republic of Korea and brought before the court with jurisdiction under the Civil Procedure Act.',
    ),
    heading(['부칙', 'Supplementary provision'], 3),
    para(`이 약관은 ${TERMS_EFFECTIVE.usage}부터 시행합니다.`, `These terms take effect on ${TERMS_EFFECTIVE.usage}.`),
  ],
}
