import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env'
import { hashPassword, verifyPassword } from './password'

/**
 * The test runs hash with the cheapest argon2 (vitest.config.ts sets PASSWORD_HASH_COST=test); this file keeps
 * the production parameters under test (docs/decisions/0046-test-time-and-axe.md).
 */
const runCost = process.env.PASSWORD_HASH_COST
afterEach(() => {
  if (runCost === undefined) delete process.env.PASSWORD_HASH_COST
  else process.env.PASSWORD_HASH_COST = runCost
})

describe('password hashing', () => {
  it('hashes with argon2id at OWASP cost by default, and verifies only the right password', async () => {
    delete process.env.PASSWORD_HASH_COST
    const stored = await hashPassword('Fairway2026!')
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'Fairway2026!')).toBe(true)
    expect(await verifyPassword(stored, 'Fairway2026?')).toBe(false)
    expect(await verifyPassword(null, 'Fairway2026!')).toBe(false)
  })

  it('hashes cheaply under PASSWORD_HASH_COST=test, and still verifies a hash made at full cost', async () => {
    delete process.env.PASSWORD_HASH_COST
    const full = await hashPassword('Fairway2026!')
    process.env.PASSWORD_HASH_COST = 'test'
    expect(await hashPassword('Fairway2026!')).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/)
    expect(await verifyPassword(full, 'Fairway2026!')).toBe(true)
  })

  it('refuses the cheap cost where NODE_ENV is production, and any unknown cost, naming the variable', () => {
    expect(parseEnv({ PASSWORD_HASH_COST: 'test' }).ok).toBe(true)
    for (const source of [{ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' }, { PASSWORD_HASH_COST: 'low' }]) {
      const parsed = parseEnv(source)
      expect(parsed.ok).toBe(false)
      expect(!parsed.ok && parsed.problems[0]).toMatch(/^PASSWORD_HASH_COST=".+" is not valid: expected standard/)
    }
  })
})
