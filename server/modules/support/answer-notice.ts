import type { QueuedMail } from './mail-outbox'

/**
 * The notice of an answer (docs/requirements/my-page.md#my-15), in Korean then English since the member's language is
 * not stored. It names the question, not the answer: the answer is read behind the login.
 */
export function answerNotice(memberId: number, to: string, name: string, title: string): QueuedMail {
  return {
    kind: 'answer_notice',
    memberId,
    to,
    subject: '[Fairway] 1:1 문의에 답변이 등록되었습니다 / Your inquiry has been answered',
    body: [
      `${name}님, 안녕하세요.`,
      `문의하신 "${title}"에 답변이 등록되었습니다.`,
      '로그인 후 마이페이지 > 1:1 문의(/member/mypage?tab=inquiry)에서 확인해 주세요.',
      '',
      `Hello ${name},`,
      `Your inquiry "${title}" has been answered.`,
      'Log in and open My page > 1:1 inquiry (/member/mypage?tab=inquiry) to read the answer.',
    ].join('\n'),
  }
}
