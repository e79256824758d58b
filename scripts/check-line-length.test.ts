import { describe, expect, it } from 'vitest'
import { isCheckedSource, longLines, MAX_LINE } from './check-line-length'

describe('longLines', () => {
  it('passes a line of exactly the limit and names a longer one by path, line and length', () => {
    const text = ['short', 'x'.repeat(MAX_LINE), 'y'.repeat(MAX_LINE + 1), ''].join('\n')
    expect(longLines('src/a.ts', text)).toEqual([`src/a.ts:3 (${MAX_LINE + 1})`])
  })

  it('counts characters, not UTF-16 units: a character outside the BMP is one column', () => {
    const line = 'x'.repeat(MAX_LINE - 10) + '🏌'.repeat(10)
    expect(line.length).toBeGreaterThan(MAX_LINE)
    expect(longLines('src/a.ts', line)).toEqual([])
    expect(longLines('src/a.ts', `${line}🏌`)).toEqual([`src/a.ts:1 (${MAX_LINE + 1})`])
  })
})

describe('isCheckedSource', () => {
  it('checks code, styles and pages', () => {
    const checked = ['server/app.ts', 'src/app/app.tsx', 'src/features/a.css', 'broadcast.html', 'eslint.config.js']
    // The demo's generators and pictures too, now that their prose lives in YAML (decision 0047, second step).
    checked.push('server/db/demo/portal/media-news.ts', 'server/db/demo/art/scenes.ts')
    for (const path of checked) expect(isCheckedSource(path), path).toBe(true)
  })

  it('skips data files, catalogs, migrations, the route tree, public files and what is not source', () => {
    const skipped = [
      'server/db/content/data/terms.ts',
      'locales/ko/messages.ts',
      'server/db/migrations/0000_init.sql',
      'server/db/migrations/meta/x.ts',
      'src/routeTree.gen.ts',
      'public/sw.js',
      'README.md',
      'package.json',
    ]
    for (const path of skipped) expect(isCheckedSource(path), path).toBe(false)
  })
})
