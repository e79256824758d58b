import { hash, verify } from '@node-rs/argon2'
import { type PasswordHashCost, readPasswordHashCost } from '../../config/password-hash-cost'

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. About 30 ms
 * here; the login throttle, not the hash cost alone, is what stops guessing.
 */
export const HASH_OPTIONS: Record<PasswordHashCost, { memoryCost: number; timeCost: number; parallelism: 1 }> = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  // PASSWORD_HASH_COST=test (server/config/password-hash-cost.ts): the least argon2id accepts, for test runs.
  test: { memoryCost: 8, timeCost: 1, parallelism: 1 },
}

// The server's start refuses a bad value (server/config/env.ts); a script that skipped it hashes at full cost.
const options = () => HASH_OPTIONS[readPasswordHashCost(process.env) ?? 'standard']

export const hashPassword = (password: string) => hash(password, options())

/** A real hash of nothing anyone knows: verified against when the ID does not exist, so both take as long. */
let dummy: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hashPassword('not-a-password-of-anyone')
    await verify(await dummy, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
