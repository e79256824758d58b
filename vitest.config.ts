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

// Two projects: the browser code runs in jsdom with the Lingui macro compiled by Babel;
// domain, contract, workers and server code run in plain Node (server tests use a real PGlite).
export default defineConfig({
  test: {
    // 2 cores: PGlite instances and jsdom are heavy, so never more than two files at once.
    maxWorkers: 2,
    // The default output, then the slowest files with their seconds (docs/decisions/0046-test-time-and-axe.md).
    reporters: ['default', new VitestTimingReporter()],
    projects: [
      {
        plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // Room for the 5 s findBy waits of src/test/setup.ts on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'domain/**/*.test.ts',
            'contract/**/*.test.ts',
            'workers/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/support/**/*.test.ts',
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
