import { hash, verify } from '@node-rs/argon2'

/**
 * argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. About 30 ms
 * here; the login throttle, not the hash cost alone, is what stops guessing.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

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
