import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Env } from '../../config/env'

export const SECRET_FILE = 'auth-secret'

/**
 * The key that signs access tokens: AUTH_SECRET, or one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 0600) so `npm start` needs no setup and tokens survive a restart.
 * Several server nodes must share one: set AUTH_SECRET there.
 */
export async function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): Promise<Uint8Array> {
  return new TextEncoder().encode(await resolveSecret(env.AUTH_SECRET, env.DATA_DIR, SECRET_FILE, 'AUTH_SECRET'))
}

/** A secret from its variable, or generated once into DATA_DIR/`fileName` and shared by every start after. */
export async function resolveSecret(
  value: string | undefined,
  dataDir: string,
  fileName: string,
  variable: string,
): Promise<string> {
  if (value) return value
  const dir = resolve(dataDir)
  const file = join(dir, fileName)
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch {
    // Not there yet: generated below.
  }
  await mkdir(dir, { recursive: true })
  const generated = randomBytes(48).toString('base64url')
  // 'wx' fails if another process wrote it meanwhile; then theirs is read and shared.
  try {
    await writeFile(file, generated, { mode: 0o600, flag: 'wx' })
    return generated
  } catch {
    const theirs = (await readFile(file, 'utf8')).trim()
    // A file left short (a crash while another process wrote it, a hand edit) must not become a weak key.
    if (theirs.length < 32)
      throw new Error(`${file} holds no usable key (fewer than 32 characters): remove it or set ${variable}`)
    return theirs
  }
}
