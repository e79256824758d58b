import { defineConfig } from 'drizzle-kit'

// One schema and one migration set for both PGlite and PostgreSQL (docs/decisions/0012).
// `npm run db:generate` writes SQL here; it needs no database connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
