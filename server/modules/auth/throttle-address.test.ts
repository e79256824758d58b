import { describe, expect, it } from 'vitest'
import { addressBucket } from './throttle-address'

describe('addressBucket', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as its IPv4', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7')
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts an IPv6 address by its /64, however it is written', () => {
    const forms = [
      '2001:db8:0:1::1',
      '2001:0db8:0000:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:0:1:0:0:0:9',
      '2001:db8:0:1::a%eth0',
    ]
    expect(new Set(forms.map(addressBucket))).toEqual(new Set(['2001:db8:0:1::/64']))
    expect(addressBucket('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
    expect(addressBucket('fe80::1:2:3.4.5.6')).toBe('fe80:0:0:0::/64')
  })
})
