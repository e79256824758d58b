// `npm run db:migrate`: applies pending migrations to the database the environment names.
import { loadEnv } from '../config/env'
import { runCli } from './cli'
import { openDatabase } from './database'

await runCli(async () => {
  const env = loadEnv()
  const database = await openDatabase(env)
  try {
    await database.migrate()
    console.log(`Migrations applied (${database.kind}).`)
  } finally {
    await database.close()
  }
})
