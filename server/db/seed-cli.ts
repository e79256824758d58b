// `npm run db:seed`: migrates, then (re)writes the reference data; idempotent.
import { loadEnv } from '../config/env'
import { runCli } from './cli'
import { openDatabase } from './database'
import { seedDatabase, SEED_VERSION } from './seed'

await runCli(async () => {
  const env = loadEnv()
  const database = await openDatabase(env)
  try {
    await database.migrate()
    await seedDatabase(database.db)
    console.log(`Seed version ${SEED_VERSION} written (${database.kind}).`)
  } finally {
    await database.close()
  }
})
