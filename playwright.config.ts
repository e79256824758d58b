import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium'
import { E2E_SCORER_TOKEN } from './tests/e2e/scorer-token'
import { E2E_TICKET_SIGNING_SECRET } from './tests/e2e/ticket-secret'

const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list, then the slowest spec files with their seconds (docs/decisions/0046-test-time-and-axe.md).
  reporter: [['list'], ['./tests/support/timing/playwright-reporter.ts']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      grepInvert: /@phone/,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  // The real server with a throw-away embedded database, serving the built app (npm start's path).
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM lets the launcher remove its temporary data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      SIMULATOR: 'off',
      LOG_LEVEL: 'warn',
      SCORER_TOKEN: E2E_SCORER_TOKEN,
      TICKET_SIGNING_SECRET: E2E_TICKET_SIGNING_SECRET,
      // Cheap argon2 for the run's logins and sign-ups (docs/decisions/0046-test-time-and-axe.md).
      PASSWORD_HASH_COST: 'test',
    },
  },
})
