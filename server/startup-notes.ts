import type { FastifyInstance } from 'fastify'
import type { Env } from './config/env'

/**
 * The start-up lines that say what of the demo runs and where phone codes go, so an operator sees at once
 * a server that would hand out codes or demo logins, or one that cannot verify phones (docs/decisions/0042).
 */
export function startupNotes(
  app: Pick<FastifyInstance, 'demo' | 'phoneVerification'>,
  env: Pick<Env, 'SIMULATOR'>,
): string[] {
  const simulator = env.SIMULATOR === 'on' ? 'the simulator' : 'no simulator (SIMULATOR=off)'
  const demo = app.demo.on
    ? `Demo: on (demo accounts with the README's password, the sandbox SMS inbox, ${simulator})`
    : `Demo: off (no SMS inbox, no simulator): ${app.demo.reason}`
  const phone = {
    provider: 'Phone verification: through the configured provider',
    sandbox: 'Phone verification: sandbox, no SMS is sent (codes at GET /api/sandbox/phone/messages)',
    off: 'Phone verification: off, no SMS provider configured (phone verification calls answer 503)',
  }[app.phoneVerification]
  return [demo, phone]
}
