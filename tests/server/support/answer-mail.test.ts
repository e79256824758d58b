import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, mailOutbox, members } from '../../../server/db/schema/index'
import { deliverDueMails, MAIL_BACKOFF_MS } from '../../../server/modules/support/mail-outbox'
import type { MailMessage, MailProvider } from '../../../server/providers/mail/types'
import { QUESTION, type SupportFixture, supportFixture } from './fixture'

/** A mail service that is down for the first `failures` sends, then delivers (what it delivered is kept). */
class FlakyMail implements MailProvider {
  delivered: MailMessage[] = []
  constructor(public failures: number) {}
  async send(message: MailMessage) {
    if (this.failures > 0) {
      this.failures--
      throw new Error('connection refused')
    }
    this.delivered.push(message)
    return { ok: true as const }
  }
}

describe('the answer notice goes through the mail outbox (MY-15)', () => {
  describe('with the sandbox provider of a demo database', () => {
    let fx: SupportFixture
    beforeAll(async () => {
      fx = await supportFixture()
    }, 300_000)
    afterAll(() => fx.close())

    it('answers, queues exactly one mail with the answer, and the sandbox mailbox shows it once sent', async () => {
      const asked = (await fx.as('member01', 'POST', '/api/qna', QUESTION)).json()
      const res = await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, { answer: '  재발급했습니다.  ' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ state: 'answered', answer: '재발급했습니다.' })
      const queued = await fx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.memberId, await fx.idOf('member01')))
      expect(queued).toHaveLength(1)
      expect(queued[0]!.body).toContain(QUESTION.title)

      const empty = (await fx.as(null, 'GET', `/api/sandbox/mail/messages?to=${queued[0]!.toAddress}`)).json()
      expect(empty.messages).toEqual([])
      expect(await deliverDueMails(fx.db, fx.app.mail!, fx.clock())).toEqual({ sent: 1, failed: 0, gaveUp: 0 })
      const box = await fx.as(null, 'GET', `/api/sandbox/mail/messages?to=${queued[0]!.toAddress}`)
      expect(box.statusCode).toBe(200)
      expect(box.json().messages).toHaveLength(1)
      expect(box.json().messages[0].subject).toContain('Your inquiry has been answered')
      expect(await deliverDueMails(fx.db, fx.app.mail!, fx.clock())).toEqual({ sent: 0, failed: 0, gaveUp: 0 })
    })

    it('lets staff correct an answer once given: audited with the earlier words, no second mail', async () => {
      const memberId = await fx.idOf('member01')
      const mailsOf = async () =>
        (await fx.db.select().from(mailOutbox).where(eq(mailOutbox.memberId, memberId))).length
      const before = await mailsOf()
      const asked = (await fx.as('member01', 'POST', '/api/qna', QUESTION)).json()
      await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, { answer: '첫 답변입니다.' })
      const fixed = await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, { answer: '고친 답변입니다.' })
      expect(fixed.json()).toMatchObject({ answer: '고친 답변입니다.', state: 'answered' })
      expect(fixed.json().answerEditedAt).not.toBeNull()
      expect(await mailsOf()).toBe(before + 1)
      const [edit] = await fx.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry_answer_edit'))
      expect(edit!.detail).toEqual({ inquiryId: asked.id, previous: '첫 답변입니다.' })
    })

    it('answers without a mail for a member with no address', async () => {
      await fx.db.update(members).set({ email: null }).where(eq(members.loginId, 'member02'))
      const asked = (await fx.as('member02', 'POST', '/api/qna', QUESTION)).json()
      const res = await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, { answer: '답변입니다.' })
      expect(res.json().state).toBe('answered')
      const queued = await fx.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.memberId, await fx.idOf('member02')))
      expect(queued).toEqual([])
    })
  })

  describe('when the mail service fails', () => {
    const flaky = new FlakyMail(2)
    let fx: SupportFixture
    beforeAll(async () => {
      fx = await supportFixture({ mail: flaky })
    }, 300_000)
    afterAll(() => fx.close())

    it('keeps the answer, retries after the back-off and delivers the one mail', async () => {
      const asked = (await fx.as('member01', 'POST', '/api/qna', QUESTION)).json()
      await fx.as('staff05', 'POST', `/api/staff/qna/${asked.id}/answer`, { answer: '답변입니다.' })
      expect(await deliverDueMails(fx.db, flaky, fx.clock())).toEqual({ sent: 0, failed: 1, gaveUp: 0 })
      expect((await fx.as('member01', 'GET', `/api/qna/${asked.id}`)).json()).toMatchObject({
        state: 'answered',
        answer: '답변입니다.',
      })
      // Not due again before its back-off.
      expect(await deliverDueMails(fx.db, flaky, fx.clock())).toEqual({ sent: 0, failed: 0, gaveUp: 0 })
      fx.clock.advance(MAIL_BACKOFF_MS[0]!)
      expect(await deliverDueMails(fx.db, flaky, fx.clock())).toEqual({ sent: 0, failed: 1, gaveUp: 0 })
      fx.clock.advance(MAIL_BACKOFF_MS[1]!)
      expect(await deliverDueMails(fx.db, flaky, fx.clock())).toEqual({ sent: 1, failed: 0, gaveUp: 0 })
      expect(flaky.delivered).toHaveLength(1)
      const [row] = await fx.db.select().from(mailOutbox)
      expect(row).toMatchObject({ attempts: 3, lastError: null })
      expect(row!.sentAt).not.toBeNull()
    })
  })
})
