/** One test file's share of a run: where it lives, how many tests it holds and the seconds it took. */
export interface FileTiming {
  file: string
  tests: number
  seconds: number
}

/** How many of the slowest files a summary lists; TEST_TIMING_TOP overrides it (0 lists every file). */
export function summaryLength(source: Record<string, string | undefined> = process.env): number {
  const asked = Number(source.TEST_TIMING_TOP)
  return Number.isInteger(asked) && asked >= 0 ? asked : 15
}

const seconds = (value: number) => value.toFixed(1).padStart(7)

/**
 * The slowest files of a run as a small table, with the run's total, so the files that make the suite slow
 * are visible at the end of every CI log (issue 17 §6, docs/decisions/0046-test-time-and-axe.md).
 */
export function formatTimingSummary(title: string, files: readonly FileTiming[], top = summaryLength()): string {
  if (files.length === 0) return ''
  const sorted = [...files].sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
  const shown = top === 0 ? sorted : sorted.slice(0, top)
  const total = files.reduce((sum, file) => sum + file.seconds, 0)
  const tests = files.reduce((sum, file) => sum + file.tests, 0)
  const lines = [
    '',
    `${title}: the ${shown.length} slowest of ${files.length} files ` +
      `(${total.toFixed(1)} s over ${tests} tests, summed; files run side by side)`,
    `${'seconds'.padStart(7)}  ${'tests'.padStart(5)}  file`,
    ...shown.map((file) => `${seconds(file.seconds)}  ${String(file.tests).padStart(5)}  ${file.file}`),
    '',
  ]
  return lines.join('\n')
}
