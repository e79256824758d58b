/**
 * Sending mail (the notice of an answered inquiry, docs/requirements/my-page.md#my-15). Fairway hands a provider a
 * finished message; the provider delivers it or says it could not. The sandbox (sandbox.ts) stands in until the
 * association has a mail service: a real one (an SMTP relay or an HTTP mail API) implements this interface in a
 * file beside it and is passed to buildApp as `mailProvider` (docs/decisions/0072-support-mail-provider.md).
 */
export interface MailMessage {
  to: string
  subject: string
  /** Plain text; both languages when the member's is unknown. */
  text: string
}

/** `retry`: worth trying again later (a timeout, the service down); otherwise the address is refused for good. */
export type MailDelivery = { ok: true } | { ok: false; reason: string; retry: boolean }

export interface MailProvider {
  send(message: MailMessage): Promise<MailDelivery>
}
