/**
 * Which argon2 parameters passwords are hashed with. `standard` (the default) is the production cost;
 * `test` is the least argon2 accepts, so that a test run's hundreds of sign-ups and logins cost milliseconds
 * instead of seconds (docs/decisions/0046-test-time-and-axe.md). A hash keeps its parameters, so either cost
 * verifies hashes made with the other. `test` is refused where NODE_ENV is production: a deployment that
 * inherits the variable by mistake stops at start instead of storing weak hashes.
 */
export const PASSWORD_HASH_COSTS = ['standard', 'test'] as const
export type PasswordHashCost = (typeof PASSWORD_HASH_COSTS)[number]

export const PASSWORD_HASH_COST_ALLOWED = 'standard, or test (never with NODE_ENV=production)'

/** The cost the environment asks for, or null when it asks for something not allowed. */
export function readPasswordHashCost(source: Record<string, string | undefined>): PasswordHashCost | null {
  const asked = source.PASSWORD_HASH_COST?.trim() || 'standard'
  if (asked === 'standard') return 'standard'
  if (asked === 'test' && source.NODE_ENV !== 'production') return 'test'
  return null
}
