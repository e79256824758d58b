// `npm run import:scores -- <file.json>`: loads a whole tournament (format fairway.tournament.v1,
// docs/import-format.md) into the database of the environment (DATA_DIR or DATABASE_URL) and prints
// its game id. A refused file prints the first wrong field by its path and exits 1; nothing is written.
import { readFile } from 'node:fs/promises'
import { loadEnv } from '../server/config/env'
import { runCli } from '../server/db/cli'
import { openDatabase } from '../server/db/database'
import { seedIfNeeded } from '../server/db/seed'
import { importTournament } from '../server/import/import-tournament'
import { ImportError, parseImportText } from '../server/import/parse'

const STATUS_NAMES = { 1: 'not started', 2: 'in progress', 3: 'completed' } as const

await runCli(async () => {
  const path = process.argv[2]
  if (!path) {
    console.error('usage: npm run import:scores -- <file.json>')
    process.exitCode = 1
    return
  }
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    console.error(
      `${path}: cannot read the file (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    )
    process.exitCode = 1
    return
  }
  let file: ReturnType<typeof parseImportText>
  try {
    file = parseImportText(text)
  } catch (error) {
    if (!(error instanceof ImportError)) throw error
    console.error(`${path}: refused: ${error.message}`)
    process.exitCode = 1
    return
  }
  const env = loadEnv()
  const database = await openDatabase(env)
  try {
    await database.migrate()
    // Reference data only (tour categories): an import never brings the demo season in.
    await seedIfNeeded(database.db, { demo: 'none' })
    const r = await importTournament(database.db, file)
    const version = r.version === null ? '' : `, leaderboard version ${r.version}`
    const live = r.status === 2 ? ` (round ${r.currentRound}${version})` : ''
    console.log(
      `game ${r.gameId} ${r.created ? 'imported' : 're-imported (replaced)'}: "${file.tournament.name}", ` +
        `${r.players} players ` +
        `(${r.playersCreated} new), ${STATUS_NAMES[r.status]}${live}, ${r.ms} ms`,
    )
  } catch (error) {
    if (!(error instanceof ImportError)) throw error
    console.error(`${path}: refused: ${error.message}`)
    process.exitCode = 1
  } finally {
    await database.close()
  }
})
