import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { type FileTiming, formatTimingSummary } from './summary'

/**
 * Added after vitest's default reporter (vitest.config.ts): at the end of a run, the slowest test files with
 * their seconds. A file's time is what vitest spent on it: environment, setup, import and its tests.
 */
export class VitestTimingReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const files: FileTiming[] = modules.map((module) => {
      const d = module.diagnostic()
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration
      return {
        file: `${relative(process.cwd(), module.moduleId)} [${module.project.name}]`,
        tests: [...module.children.allTests()].length,
        seconds: ms / 1000,
      }
    })
    const summary = formatTimingSummary('vitest', files)
    if (summary) process.stdout.write(`${summary}\n`)
  }
}
