import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env'
import type { Clock } from '../modules/auth/clock'
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
  }
}

export interface ProvidersOptions {
  /** A provider the caller built (a real one; tests give the sandbox with their own clock). */
  phone?: PhoneProvider | undefined
  /** PHONE_PROVIDER: unset lets the database decide (the sandbox on a demo database, none otherwise). */
  phoneSetting?: Env['PHONE_PROVIDER']
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
  },
  { name: 'fairway-providers', dependencies: ['fairway-demo'] },
)
