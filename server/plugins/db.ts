import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env'
import type { AppDb, Database } from '../db/database'
import { prepareDatabase } from '../db/seed'

declare module 'fastify' {
  interface FastifyInstance {
    /** The database handle (kind, ping, close). */
    database: Database
    /** Shortcut to the drizzle instance repositories use. */
    db: AppDb
  }
}

export interface DbPluginOptions {
  env: Env
  /** An already opened (and migrated) database owned by the caller; otherwise one is opened here. */
  database?: Database | undefined
}

async function registerDatabase(app: FastifyInstance, options: DbPluginOptions) {
  let database = options.database
  if (!database) {
    const prepared = await prepareDatabase(options.env, { demo: options.env.DEMO })
    database = prepared.database
    app.log.info({ kind: database.kind, seeded: prepared.seeded }, 'database ready')
    // Only a database opened here is closed with the app; a caller's stays the caller's.
    const owned = database
    app.addHook('onClose', () => owned.close())
  }
  app.decorate('database', database)
  app.decorate('db', database.db)
}

export const dbPlugin = fp(registerDatabase, { name: 'fairway-db' })
