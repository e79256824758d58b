import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Clock } from '../modules/auth/clock'
import { SandboxPhoneProvider } from '../providers/phone/sandbox'
import type { PhoneProvider } from '../providers/phone/types'

declare module 'fastify' {
  interface FastifyInstance {
    /** Mobile phone verification (server/providers/phone); the sandbox unless the caller gives another. */
    phone: PhoneProvider
  }
}

export interface ProvidersOptions {
  phone?: PhoneProvider | undefined
  now: Clock
}

/** Outside services behind their interfaces; only sandboxes exist so far. */
export const providersPlugin = fp(
  async (app: FastifyInstance, options: ProvidersOptions) => {
    app.decorate('phone', options.phone ?? new SandboxPhoneProvider(options.now, app.log))
  },
  { name: 'fairway-providers' },
)
