import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { controlCharacterPaths } from './control-characters'

const FORBIDDEN = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
]

const isForbidden = (c: string) => FORBIDDEN.includes(c)
/** `text` without the characters the guard refuses, code point by code point. */
const clean = (text: string) => [...text].filter((c) => !isForbidden(c)).join('')

describe('controlCharacterPaths', () => {
  it('finds nothing in text any form sends: letters of any script, emoji, tab, line feed, return', () => {
    const text = fc.string({ unit: 'grapheme' }).map(clean)
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), text)), (pairs) => {
        const body = Object.fromEntries(pairs.map(([key, value]) => [clean(key), value]))
        expect(controlCharacterPaths({ ...body, lines: 'a\tb\r\nc', star: '⭐ 골프' })).toEqual([])
      }),
    )
  })

  it('finds every forbidden character wherever it stands in a string', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...FORBIDDEN), fc.string(), (before, bad, after) => {
        expect(controlCharacterPaths({ field: `${before}${bad}${after}` })).toEqual([['field']])
      }),
    )
  })

  it('names the path of nested strings, array items and objects with a bad key, and the root itself', () => {
    expect(controlCharacterPaths({ a: [{ b: 'ok' }, { b: 'x\u0000' }], c: { 'k\u001b': 1 } })).toEqual([
      ['a', '1', 'b'],
      ['c'],
    ])
    expect(controlCharacterPaths('\u0000')).toEqual([[]])
    expect(controlCharacterPaths(null)).toEqual([])
    expect(controlCharacterPaths(42)).toEqual([])
  })

  it('stops after 20 findings however many a body holds', () => {
    expect(controlCharacterPaths(Array.from({ length: 10_000 }, () => '\u0000'))).toHaveLength(20)
  })
})
