import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { loadEnv, parseEnv } from '../../server/config/env'

describe('environment validation', () => {
  it('fills the documented defaults', () => {
    expect(loadEnv({})).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      SIMULATOR: 'on',
      SIM_SPEED: 1,
      DEMO: 'full',
      DEMO_CLOCK: 'off',
    })
  })

  it('accepts valid values and treats empty ones as unset', () => {
    const env = loadEnv({
      PORT: '3055',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      REDIS_URL: '',
      SIM_SPEED: '60',
      LOG_LEVEL: 'warn',
    })
    expect(env).toMatchObject({
      PORT: 3055,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      SIM_SPEED: 60,
      LOG_LEVEL: 'warn',
    })
    expect(env.REDIS_URL).toBeUndefined()
  })

  it('seeds no demo by default on PostgreSQL, where an operator opts in; a laptop keeps the full demo', () => {
    const pg = 'postgres://u@127.0.0.1:5432/db'
    expect(loadEnv({ DATABASE_URL: pg }).DEMO).toBe('none')
    expect(loadEnv({ DATABASE_URL: pg, DEMO: 'full' }).DEMO).toBe('full')
    expect(loadEnv({ DATABASE_URL: pg, DEMO: '' }).DEMO).toBe('none')
    expect(loadEnv({ DATABASE_URL: '' }).DEMO).toBe('full')
  })

  it('takes PHONE_PROVIDER sandbox or none, and leaves it to the database when unset', () => {
    expect(loadEnv({ PHONE_PROVIDER: 'none' }).PHONE_PROVIDER).toBe('none')
    expect(loadEnv({}).PHONE_PROVIDER).toBeUndefined()
    const parsed = parseEnv({ PHONE_PROVIDER: 'twilio' })
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      'PHONE_PROVIDER="twilio" is not valid: expected sandbox or none, ' +
        'or unset (the sandbox on a demo database, none otherwise).',
    ])
  })

  it('names the variable, the value and what is allowed, one line each', () => {
    const parsed = parseEnv({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      SIM_SPEED: '-2',
      SIMULATOR: 'yes',
    })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems).toEqual([
      'PORT="abc" is not valid: expected a whole number from 0 to 65535.',
      'DATABASE_URL="mysql://x" is not valid: expected a postgres:// or postgresql:// URL, or unset for the ' +
        'embedded database.',
      'LOG_LEVEL="loud" is not valid: expected one of fatal, error, warn, info, debug, trace, silent.',
      'SIMULATOR="yes" is not valid: expected on or off.',
      'SIM_SPEED="-2" is not valid: expected a positive number (1 = real time).',
    ])
  })

  it('stops the server with exit code 1 and no stack trace', () => {
    const result = spawnSync('node_modules/.bin/tsx', ['server/main.ts'], {
      env: { ...process.env, PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PORT="abc" is not valid')
    expect(result.stderr).toContain('LOG_LEVEL="loud" is not valid')
    expect(result.stderr).toContain('DATABASE_URL="mysql://x" is not valid')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })
})
