/**
 * Seeds a PGlite data folder in a process of its own (`tsx bench/support/seed-data-dir.ts <dir> <demo>`),
 * so a benchmark's server opens data that is already there, as a node restarted on its database does,
 * and its heap holds what serving takes, not what generating the demo took.
 */
import { prepareDatabase } from '../../server/db/seed'

const [dataDir, demo] = process.argv.slice(2)
if (!dataDir || (demo !== 'full' && demo !== 'test')) {
  console.error('usage: tsx bench/support/seed-data-dir.ts <data dir> full|test')
  process.exit(2)
}
const { database } = await prepareDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { demo, log: null })
await database.close()
