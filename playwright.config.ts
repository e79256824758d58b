import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium'
import { E2E_SCORER_TOKEN } from './tests/e2e/scorer-token'
import { E2E_TICKET_SIGNING_SECRET } from './tests/e2e/ticket-secret'

/** The specs that start a server process of their own (tests/support/server-process.ts). */
const OWN_SERVER_SPECS = ['**/officials-console.spec.ts', '**/live-leaderboard.spec.ts', '**/game-apply-close.spec.ts']

const port = Number(process.env.E2E_PORT ?? 3199)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list, then the slowest spec files with their seconds (docs/decisions/0046-test-time-and-axe.md).
  reporter: [['list'], ['./tests/support/timing/playwright-reporter.ts']],
  // CI's machine has run the suite at half this machine's speed: the same steps get twice the time there.
  timeout: process.env.CI ? 60_000 : 30_000,
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
      testIgnore: OWN_SERVER_SPECS,
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/, testIgnore: OWN_SERVER_SPECS },
    // Specs that seed and drive a second server of their own: on two cores that server starves the browser tests
    // beside it, so they run last, after the others (docs/decisions/0046-test-time-and-axe.md).
    {
      name: 'own-server',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testMatch: OWN_SERVER_SPECS,
      dependencies: ['desktop', 'phone'],
    },
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
