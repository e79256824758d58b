import { accessMatrixSuite } from '../support/security/access-matrix-suite'
import { createTestDatabase } from './helpers'

// Issue 16's access matrix on PGlite; the same suite runs on PostgreSQL in tests/services/security-suites-postgres.
accessMatrixSuite('PGlite', createTestDatabase)
