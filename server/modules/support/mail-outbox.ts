import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { MINUTE_MS, HOUR_MS } from '@domain/time'
import type { AppDb } from '../../db/database'
import { mailOutbox } from '../../db/schema/index'
import type { MailProvider } from '../../providers/mail/types'

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the mail is given up (and stays, recorded). */
export const MAIL_BACKOFF_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS]
export const MAIL_MAX_ATTEMPTS = MAIL_BACKOFF_MS.length + 1

export interface QueuedMail {
  kind: 'answer_notice'
  memberId: number | null
  to: string
  subject: string
  body: string
}

/** Queues a mail in the caller's transaction: it leaves only if what it reports committed, and then surely. */
export async function queueMail(tx: Pick<AppDb, 'insert'>, mail: QueuedMail, now: Date): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind: mail.kind,
    memberId: mail.memberId,
    toAddress: mail.to,
    subject: mail.subject,
    body: mail.body,
    nextAttemptAt: now,
    createdAt: now,
  })
}

export interface MailReport {
  sent: number
  failed: number
  gaveUp: number
}

/**
 * Sends every due mail once. A failure (an answer saying so, or the provider throwing) waits its back-off and is
 * tried again; a refused address or the last attempt gives it up. The row is updated after each send, so a crash
 * between send and update sends that one mail twice at worst, never none.
 */
export async function deliverDueMails(db: AppDb, provider: MailProvider, now: Date): Promise<MailReport> {
  const report: MailReport = { sent: 0, failed: 0, gaveUp: 0 }
  const due = await db
    .select()
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.gaveUpAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(50)
  for (const row of due) {
    const attempts = row.attempts + 1
    const result = await provider
      .send({ to: row.toAddress, subject: row.subject, text: row.body })
      .catch((error: unknown) => ({ ok: false as const, reason: String(error).slice(0, 200), retry: true }))
    if (result.ok) {
      report.sent++
      await db.update(mailOutbox).set({ attempts, sentAt: now, lastError: null }).where(eq(mailOutbox.id, row.id))
      continue
    }
    const giveUp = !result.retry || attempts >= MAIL_MAX_ATTEMPTS
    if (giveUp) report.gaveUp++
    else report.failed++
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: result.reason,
        gaveUpAt: giveUp ? now : null,
        nextAttemptAt: giveUp ? row.nextAttemptAt : new Date(now.getTime() + MAIL_BACKOFF_MS[attempts - 1]!),
      })
      .where(eq(mailOutbox.id, row.id))
  }
  return report
}
