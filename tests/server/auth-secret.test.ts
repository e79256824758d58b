import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveAuthSecret, SECRET_FILE } from '../../server/modules/auth/secret'
import { makeTempDir } from './helpers'

describe('the access-token key', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('is AUTH_SECRET when set', async () => {
    const key = await resolveAuthSecret({ AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent' })
    expect(new TextDecoder().decode(key)).toBe('x'.repeat(40))
  })

  it('is generated once under DATA_DIR (owner-only) and reused after a restart', async () => {
    const dir = await makeTempDir('secret')
    dirs.push(dir)
    const first = await resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })
    const second = await resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
    expect((await readFile(join(dir, SECRET_FILE), 'utf8')).length).toBeGreaterThanOrEqual(32)
    expect((await stat(join(dir, SECRET_FILE))).mode & 0o077).toBe(0)
  })

  it('refuses to start on a key file too short to be a key, instead of signing with it', async () => {
    const dir = await makeTempDir('secret-short')
    dirs.push(dir)
    await writeFile(join(dir, SECRET_FILE), 'short')
    await expect(resolveAuthSecret({ AUTH_SECRET: undefined, DATA_DIR: dir })).rejects.toThrow(/no usable key/)
  })
})
