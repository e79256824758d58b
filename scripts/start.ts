// `npm start`: build the web app if its sources changed, then open, migrate and seed the database
// and serve API, socket.io and the built app on one port. `npm start -- --no-build` serves whatever
// dist/ holds (or only the API) without building.
import { envOrExit, startServer } from '../server/main'
import { buildIfStale } from './build-if-stale'

// Validate first: a typo in the environment should not wait for a minute-long build to be reported.
const env = envOrExit()
// A failed build stops the start: serving an old or half-built app would hide the breakage.
if (!process.argv.includes('--no-build')) {
  try {
    await buildIfStale()
  } catch (error) {
    console.error(`${(error as Error).message}; not starting (use --no-build to serve the API anyway).`)
    process.exit(1)
  }
}
await startServer({ env })
