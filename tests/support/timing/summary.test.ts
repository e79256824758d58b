import { describe, expect, it } from 'vitest'
import { formatTimingSummary, summaryLength } from './summary'

const files = [
  { file: 'tests/server/quick.test.ts', tests: 3, seconds: 0.4 },
  { file: 'tests/server/slow.test.ts', tests: 12, seconds: 41.25 },
  { file: 'src/features/x/middle.test.tsx', tests: 5, seconds: 7 },
]

describe('the test timing summary', () => {
  it('lists the slowest files first with their seconds and tests, under the run total', () => {
    const lines = formatTimingSummary('vitest', files, 2).trim().split('\n')
    expect(lines[0]).toBe('vitest: the 2 slowest of 3 files (48.6 s over 20 tests, summed; files run side by side)')
    expect(lines.slice(2)).toEqual([
      '   41.3     12  tests/server/slow.test.ts',
      '    7.0      5  src/features/x/middle.test.tsx',
    ])
  })

  it('lists every file when asked for 0, and prints nothing for a run without files', () => {
    expect(formatTimingSummary('playwright', files, 0)).toContain('tests/server/quick.test.ts')
    expect(formatTimingSummary('playwright', [], 0)).toBe('')
  })

  it('reads how many files to list from TEST_TIMING_TOP, 15 unless it is a whole number', () => {
    expect(summaryLength({})).toBe(15)
    expect(summaryLength({ TEST_TIMING_TOP: '40' })).toBe(40)
    expect(summaryLength({ TEST_TIMING_TOP: 'many' })).toBe(15)
  })
})
