import { seoulClock, seoulDate } from '@domain/time'

/**
 * The text message the number on record gets when the account's recovery channels change (the mobile, the
 * e-mail): whoever changed them, the holder of the old number learns of it and can call the association
 * (docs/decisions/0041-account-abuse-hardening.md). In the language of the request that made the change.
 */
export type ChangedContact = { kind: 'mobile'; mobile: string } | { kind: 'email' }

/** 010-****-5432: enough for the owner to recognise, nothing for whoever else reads the old number's messages. */
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 3)}-****-${mobile.slice(-4)}`

export function changeNoticeText(change: ChangedContact, language: 'ko' | 'en', at: Date): string {
  const date = seoulDate(at)
  const time = seoulClock(at)
  if (language === 'en') {
    const what =
      change.kind === 'mobile'
        ? `The mobile number of your Fairway account was changed to ${maskedMobile(change.mobile)}`
        : 'The e-mail address of your Fairway account was changed'
    return `[Fairway] ${what} on ${date} at ${time} (Korea time). If this was not you, contact the association at once.`
  }
  const what =
    change.kind === 'mobile'
      ? `회원님 계정의 휴대폰 번호가 ${date} ${time}에 ${maskedMobile(change.mobile)}(으)로 변경되었습니다.`
      : `회원님 계정의 이메일 주소가 ${date} ${time}에 변경되었습니다.`
  return `[Fairway] ${what} 본인이 변경하지 않았다면 즉시 협회로 연락해 주세요.`
}
