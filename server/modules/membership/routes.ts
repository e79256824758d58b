import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { registerPayable } from '../payments/index'
import { scheduleMembershipJobs } from './jobs'
import { duesPayable, entranceFeePayable } from './payables'
import { mypageDuesRoutes } from './routes-mypage'
import { reinstatementRoutes } from './routes-reinstatement'
import { staffStandingRoutes } from './routes-staff'

export interface MembershipRoutesOptions {
  /** Runs the billing and arrears jobs in this process (default true). */
  jobs?: boolean
}

/** Standing, dues and reinstatement (docs/requirements/standing-and-dues.md). */
export const membershipRoutes: FastifyPluginAsyncZod<MembershipRoutesOptions> = async (app, options) => {
  // The payment door prices and settles dues and entrance fees through these (docs/requirements/payments.md#pay-1).
  registerPayable(duesPayable)
  registerPayable(entranceFeePayable)
  await app.register(mypageDuesRoutes)
  await app.register(reinstatementRoutes)
  await app.register(staffStandingRoutes)
  if (options.jobs ?? true) scheduleMembershipJobs(app, app.authKeys.now)
}
