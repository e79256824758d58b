import type { FastifyPluginAsync } from 'fastify'
import { schedulePurge } from './purge-job'
import { accountRoutes } from './routes-account'
import { recoveryRoutes } from './routes-recovery'
import { signupRoutes } from './routes-signup'

export interface MemberRoutesOptions {
  /** Runs the account purge job in this process (off in tests that drive the purge by hand). */
  purgeJob?: boolean
}

/** The Member calls (docs/requirements/api-conventions.md#api-17) and the purge of what they leave behind. */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (app, options) => {
  await app.register(signupRoutes)
  await app.register(accountRoutes)
  await app.register(recoveryRoutes)
  if (options.purgeJob !== false) schedulePurge(app, app.authKeys.now)
}
