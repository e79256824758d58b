// `npm run bench`: runs every benchmark in turn; each prints its own figures. No assertions on time.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const benches = [
  'api-throughput.ts',
  'bundle-size.ts',
  'live-fanout.ts',
  'live-join-abuse.ts',
  'live-bytes.ts',
  'live-diff.ts',
  'trailing-slashes.ts',
  // The on-sale rush: 2,000 buyers through the waiting room for 500 tickets (docs/requirements/ticketing.md#tkt-8).
  'ticket-rush.ts',
  // The application rush: 500 members in one second for 156 places, room on and off
  // (docs/requirements/tournament-applications.md#app-10).
  'application-rush.ts',
  // Debian's Chromium against the whole portal in the benchmark's process (bench/support/portal.ts).
  'browser-score-repaint.ts',
  'browser-leaderboard-load.ts',
  'browser-broadcast-load.ts',
  'browser-shot-table.ts',
  'browser-track3d.ts',
]
const only = process.argv.slice(2)
const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url))

let failed = 0
for (const file of benches) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue
  console.log(`\n=== ${file} ===`)
  const result = spawnSync(tsx, [fileURLToPath(new URL(file, import.meta.url))], { stdio: 'inherit' })
  if (result.status !== 0) failed += 1
}
process.exit(failed === 0 ? 0 : 1)
