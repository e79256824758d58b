import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env'
import type { Clock } from '../modules/auth/clock'
import { ERROR_CODES } from '@contract/errors'
import { httpError } from '../http/http-error'
import { resolveSecret } from '../modules/auth/secret'
import { SandboxMailProvider } from '../providers/mail/sandbox'
import type { MailProvider } from '../providers/mail/types'
import { SandboxPaymentProvider } from '../providers/payment/sandbox'
import type { PaymentProvider } from '../providers/payment/types'
import { NoPhoneProvider, phoneVerificationOff } from '../providers/phone/none'
import { SandboxPhoneProvider } from '../providers/phone/sandbox'
import type { PhoneProvider } from '../providers/phone/types'

/** Where verification codes go: a real provider, the demo's sandbox (no SMS; its inbox shows them), or nowhere. */
export type PhoneVerification = 'provider' | 'sandbox' | 'off'

declare module 'fastify' {
  interface FastifyInstance {
    /** Mobile phone verification (server/providers/phone). */
    phone: PhoneProvider
    phoneVerification: PhoneVerification
    /** preValidation hook of every call that verifies a phone: 503 PHONE_VERIFICATION_OFF while it is off. */
    requirePhoneVerification: preValidationAsyncHookHandler
    /** Card and virtual-account payments (server/providers/payment); null with PAYMENT_PROVIDER=none. */
    payments: PaymentProvider | null
    /** preValidation hook of every payment call: 503 PAYMENT_PROVIDER_OFF while payments are off. */
    requirePayments: preValidationAsyncHookHandler
    /** Mail (server/providers/mail): the given provider, the sandbox on a demo database, otherwise none (null). */
    mail: MailProvider | null
  }
}

export interface ProvidersOptions {
  /** A provider the caller built (a real one; tests give the sandbox with their own clock). */
  phone?: PhoneProvider | undefined
  /** PHONE_PROVIDER: unset lets the database decide (the sandbox on a demo database, none otherwise). */
  phoneSetting?: Env['PHONE_PROVIDER']
  /** A payment provider the caller built (a real gateway); otherwise PAYMENT_PROVIDER decides. */
  payment?: PaymentProvider | undefined
  paymentSetting?: Env['PAYMENT_PROVIDER']
  /** A mail provider the caller built (a real service; tests give failing ones); otherwise the demo decides. */
  mail?: MailProvider | undefined
  now: Clock
}

/**
 * The sandbox only on a demo database (docs/decisions/0042): with real members its codes would reach nobody,
 * or, through the demo's inbox, anybody. Asking for it elsewhere stops the start with the reason.
 */
function choosePhone(app: FastifyInstance, options: ProvidersOptions): PhoneProvider | null {
  if (options.phone && !(options.phone instanceof SandboxPhoneProvider)) return options.phone
  const wanted = options.phone ? 'sandbox' : (options.phoneSetting ?? (app.demo.on ? 'sandbox' : 'none'))
  if (wanted === 'none') return null
  if (!app.demo.on)
    throw new Error(
      `the sandbox phone provider runs only with the demo, which is off (${app.demo.reason}); ` +
        'set PHONE_PROVIDER=none or configure a real provider',
    )
  return options.phone ?? new SandboxPhoneProvider(options.now, app.log)
}

/** The payment sandbox, like the phone's, only on a demo database (docs/decisions/0042): it takes no real money. */
async function choosePayment(app: FastifyInstance, options: ProvidersOptions): Promise<PaymentProvider | null> {
  if (options.payment) return options.payment
  const wanted = options.paymentSetting ?? (app.demo.on ? 'sandbox' : 'none')
  if (wanted === 'none') return null
  if (!app.demo.on)
    throw new Error(
      `the sandbox payment provider runs only with the demo, which is off (${app.demo.reason}); ` +
        'set PAYMENT_PROVIDER=none or configure a real gateway',
    )
  const secret = await resolveSecret(
    app.config.PAYMENT_WEBHOOK_SECRET,
    app.config.DATA_DIR,
    'payment-webhook-secret',
    'PAYMENT_WEBHOOK_SECRET',
  )
  return new SandboxPaymentProvider(app.db, options.now, secret)
}

/** Outside services behind their interfaces; only sandboxes exist so far. */
export const providersPlugin = fp(
  async (app: FastifyInstance, options: ProvidersOptions) => {
    const phone = choosePhone(app, options)
    const verification: PhoneVerification =
      phone === null ? 'off' : phone instanceof SandboxPhoneProvider ? 'sandbox' : 'provider'
    app.decorate('phone', phone ?? new NoPhoneProvider())
    app.decorate('phoneVerification', verification)
    app.decorate('requirePhoneVerification', async () => {
      if (verification === 'off') throw phoneVerificationOff()
    })
    // The sandbox mailbox shows anyone's mail, so only a demo database gets it (docs/decisions/0042); elsewhere mail
    // waits in the outbox until a real provider is configured.
    app.decorate('mail', options.mail ?? (app.demo.on ? new SandboxMailProvider(app.db, options.now) : null))
    const payments = await choosePayment(app, options)
    app.decorate('payments', payments)
    app.decorate('requirePayments', async () => {
      if (payments === null)
        throw httpError(
          503,
          ERROR_CODES.PAYMENT_PROVIDER_OFF,
          'This server takes no online payments (PAYMENT_PROVIDER=none)',
        )
    })
  },
  { name: 'fairway-providers', dependencies: ['fairway-demo', 'fairway-db', 'fairway-env'] },
)
