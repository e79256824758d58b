import { describe } from 'vitest'
import { prepareDatabase } from '../../server/db/seed'
import { createFreshPostgres } from '../server/helpers'
import { accessMatrixSuite } from '../support/security/access-matrix-suite'
import { openApiFuzzSuite } from '../support/security/fuzz-suite'
import type { SuiteDatabase } from '../support/security/suite-app'

const baseUrl = process.env.DATABASE_URL

/** A database of its own on the machine's PostgreSQL with the small demo season, as the PGlite suites get. */
async function openPostgres(prefix: string): Promise<SuiteDatabase> {
  const fresh = await createFreshPostgres(baseUrl as string, prefix)
  const { database } = await prepareDatabase(
    { DATA_DIR: './unused', DATABASE_URL: fresh.url },
    { demo: 'test', log: null },
  )
  return {
    database,
    async cleanup() {
      await database.close()
      await fresh.drop()
    },
  }
}

// Runs only with DATABASE_URL (.ci/run): issue 16's two suites, the same code as on PGlite in npm test
// (tests/server/openapi-fuzz.test.ts, tests/server/access-matrix.test.ts), on PostgreSQL 15.
describe.skipIf(!baseUrl)('security suites on PostgreSQL', () => {
  openApiFuzzSuite('PostgreSQL', () => openPostgres('fuzz'))
  accessMatrixSuite('PostgreSQL', () => openPostgres('access'))
})
