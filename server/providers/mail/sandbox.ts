import { and, desc, eq, gte } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { sandboxMailMessages } from '../../db/schema/index'
import type { MailDelivery, MailMessage, MailProvider } from './types'

export const SANDBOX_MAIL = {
  /** Mail to this address always fails for good, like a mailbox that does not exist. */
  undeliverable: 'undeliverable@example.invalid',
  /** How far back the demo's mailbox shows. */
  showMs: 7 * 24 * 3_600_000,
} as const

/**
 * Behaves like a mail service without sending anything: a delivered message lands in the sandbox's own table, which
 * the demo's mailbox (sandbox-routes.ts) reads. Exists only on a demo database (docs/decisions/0042), where every
 * address is a demo one.
 */
export class SandboxMailProvider implements MailProvider {
  constructor(
    private readonly db: AppDb,
    private readonly now: () => Date,
  ) {}

  async send(message: MailMessage): Promise<MailDelivery> {
    if (message.to === SANDBOX_MAIL.undeliverable) return { ok: false, reason: 'no such mailbox', retry: false }
    await this.db.insert(sandboxMailMessages).values({
      toAddress: message.to,
      subject: message.subject,
      body: message.text,
      deliveredAt: this.now(),
    })
    return { ok: true }
  }

  /** The mail `to` received in the last week, newest first. */
  async mailbox(to: string): Promise<Array<{ subject: string; body: string; deliveredAt: Date }>> {
    const since = new Date(this.now().getTime() - SANDBOX_MAIL.showMs)
    return this.db
      .select({
        subject: sandboxMailMessages.subject,
        body: sandboxMailMessages.body,
        deliveredAt: sandboxMailMessages.deliveredAt,
      })
      .from(sandboxMailMessages)
      .where(and(eq(sandboxMailMessages.toAddress, to), gte(sandboxMailMessages.deliveredAt, since)))
      .orderBy(desc(sandboxMailMessages.deliveredAt), desc(sandboxMailMessages.id))
      .limit(50)
  }
}
