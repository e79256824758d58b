import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { VitestTimingReporter } from './tests/support/timing/vitest-reporter'

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const alias = {
  '@contract': dir('./contract'),
  '@domain': dir('./domain'),
  '@': dir('./src'),
}

/**
 * The browser code's test files that replace a module (vi.mock): they need a module graph of their own, so they
 * run isolated; the others share their worker's (docs/decisions/0057-test-time-second-pass.md).
 */
const webTests = readdirSync(dir('./src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
const mockingWebTests = webTests.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(dir(`./${file}`), 'utf8')))

const webProject = {
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  resolve: { alias },
}
const webTest = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // Room for the 5 s findBy waits of src/test/setup.ts on a loaded machine.
  testTimeout: 15_000,
}

// The browser code runs in jsdom with the Lingui macro compiled by Babel (web, web-mocks); domain, contract,
// workers and scripts in plain Node (pure); server code in plain Node over a real PGlite (node).
export default defineConfig({
  test: {
    // 2 cores: PGlite instances and jsdom are heavy, so never more than two files at once.
    maxWorkers: 2,
    // The default output, then the slowest files with their seconds (docs/decisions/0046-test-time-and-axe.md).
    reporters: ['default', new VitestTimingReporter()],
    projects: [
      {
        ...webProject,
        test: {
          ...webTest,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingWebTests,
          // One module graph per worker instead of one per file: a fresh process, jsdom's import and the app's
          // modules cost about 2 s a file on two cores, more than most files' tests. The setup file resets the
          // stores, storage, language, spies and timers after each test and file.
          isolate: false,
        },
      },
      { ...webProject, test: { ...webTest, name: 'web-mocks', include: mockingWebTests } },
      {
        resolve: { alias },
        test: {
          // Plain functions (no database, server, mock or environment change): one module graph per worker, as
          // the web project (docs/decisions/0057-test-time-second-pass.md).
          name: 'pure',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'contract/**/*.test.ts',
            'workers/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'tests/server/**/*.test.ts',
            // Skipped without DATABASE_URL / REDIS_URL; .ci/run runs them against the machine's servers.
            'tests/services/**/*.test.ts',
          ],
          testTimeout: 30_000,
          // Seeding the run's template database took up to 87 s on a loaded 2-core machine (docs/decisions/0046);
          // seeded-copy.ts waits up to 3 minutes for it.
          hookTimeout: 180_000,
          // The least argon2 cost for the run's sign-ups and logins, server processes the tests start included;
          // server/modules/auth/password.test.ts keeps the production one (docs/decisions/0046-test-time-and-axe.md).
          env: { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? 'test' },
          pool: 'forks',
          // Seeded databases are copied from one template per run instead of generated per file.
          globalSetup: ['./tests/support/db-templates-setup.ts'],
        },
      },
    ],
  },
})
