import { describe, expect, it } from 'vitest'
import { loadEnv, parseEnv } from './env'
import { parseTrustProxy, trustProxyOption } from './trust-proxy'

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadEnv({}).TRUST_PROXY).toBeUndefined()
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBeUndefined()
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('0')).toBe(false)
  })

  it('takes true, a hop count, or a list of addresses, ranges and range names', () => {
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('1')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1'])
    expect(parseTrustProxy(' 10.0.0.0/8, 192.168.1.1 ,loopback')).toEqual(['10.0.0.0/8', '192.168.1.1', 'loopback'])
    expect(parseTrustProxy('fd00::/8,::1')).toEqual(['fd00::/8', '::1'])
    expect(loadEnv({ TRUST_PROXY: '172.16.0.0/12' }).TRUST_PROXY).toEqual(['172.16.0.0/12'])
  })

  it.each([
    'yes',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.300',
    'proxy.example.com',
    '10.0.0.1,',
    '10.0.0.0/8/1',
  ])('refuses %j with a message naming the variable and what it takes', (value) => {
    const parsed = parseEnv({ TRUST_PROXY: value })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.problems).toEqual([
      `TRUST_PROXY=${JSON.stringify(value)} is not valid: expected false (the default: the server is reached ` +
        'directly), true, the number of proxies in front (e.g. 1), or a comma-separated list of proxy addresses ' +
        'or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1).',
    ])
  })

  it('gives Fastify a hop count as a function, since Fastify itself trusts nothing for a bare number', () => {
    const option = trustProxyOption(2)
    if (typeof option !== 'function') throw new Error('expected a trust function')
    expect([0, 1, 2].map((hop) => option('192.0.2.1', hop))).toEqual([true, true, false])
    expect(trustProxyOption(undefined)).toBe(false)
    expect(trustProxyOption(['10.0.0.0/8'])).toEqual(['10.0.0.0/8'])
  })
})
