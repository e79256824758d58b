import { openApiFuzzSuite } from '../support/security/fuzz-suite'
import { createTestDatabase } from './helpers'

// Issue 16's OpenAPI fuzz on PGlite; the same suite runs on PostgreSQL in tests/services/security-suites-postgres.
openApiFuzzSuite('PGlite', createTestDatabase)
