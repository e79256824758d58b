import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { findTranslationProblems, placeholders, REQUIRED_LOCALES } from '../../scripts/i18n-check'

const po = formatter({ lineNumbers: false })

async function readCatalog(locale: string) {
  // Vitest runs from the project root (import.meta.url is not a file URL under jsdom).
  const filename = join(process.cwd(), 'locales', locale, 'messages.po')
  return po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename })
}

describe('catalogs', () => {
  it('translate every message into Korean and English with the source placeholders', async () => {
    const catalogs = Object.fromEntries(
      await Promise.all(REQUIRED_LOCALES.map(async (locale) => [locale, await readCatalog(locale)] as const)),
    )
    expect(Object.keys(catalogs.ko!).length).toBeGreaterThan(100)
    expect(findTranslationProblems(catalogs)).toEqual([])
  })

  it('report a message without a Korean translation or with a lost placeholder', () => {
    const problems = findTranslationProblems({
      ko: {
        a: { message: 'Log in', translation: '' },
        b: { message: '{name} leaderboard', translation: '리더보드' },
      },
      en: {
        a: { message: 'Log in', translation: 'Log in' },
        b: { message: '{name} leaderboard', translation: '{name} leaderboard' },
      },
    })
    expect(problems).toEqual([
      'ko: no translation for "Log in"',
      'ko: placeholders differ from the source in "{name} leaderboard"',
    ])
  })

  it('read plural branches as text, so a Korean plural may drop the English "one" branch', () => {
    const source = '{total, plural, one {# notice matches “{term}”} other {# notices match “{term}”}}'
    expect(placeholders(source)).toBe(placeholders('{total, plural, other {“{term}” 검색 결과 #건}}'))
    expect(placeholders(source)).not.toBe(placeholders('{total, plural, other {검색 결과 #건}}'))
    expect(placeholders('<0>{name}</0> {days, plural, one {Tees off tomorrow} other {in # days}}')).toBe(
      '</0> <0> days name',
    )
  })
})
