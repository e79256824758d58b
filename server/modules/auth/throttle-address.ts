import { isIPv6 } from 'node:net'

/**
 * The address a throttle counts a request under. IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4);
 * IPv6 by its /64 prefix, because one subscriber usually holds a whole /64 and could otherwise take a fresh
 * address, and a fresh throttle, for every guess (docs/decisions/0041-account-abuse-hardening.md).
 */
export function addressBucket(ip: string): string {
  const bare = ip.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)
  if (mapped) return mapped[1]!
  if (!isIPv6(bare)) return ip
  const groups = expandIPv6(bare)
  return `${groups.slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, lowercase hex without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::')
  const part = (text: string) => (text === '' ? [] : text.split(':'))
  // An embedded IPv4 tail (::1.2.3.4) fills two groups; only the first four groups are kept, so its value
  // does not matter.
  const widen = (groups: string[]) => groups.flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]))
  const left = widen(part(head))
  const right = tail === undefined ? [] : widen(part(tail))
  const zeros = Array(Math.max(0, 8 - left.length - right.length)).fill('0')
  return [...left, ...zeros, ...right].map((g) => Number.parseInt(g, 16).toString(16))
}
