import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMPLATES_ENV } from './seeded-copy'

/**
 * vitest globalSetup: a folder for this run's seeded database templates (tests/support/seeded-copy.ts),
 * handed to the test processes through the environment and removed when the run ends.
 */
export default async function setup() {
  const root = await mkdtemp(join(tmpdir(), 'fairway-templates-'))
  process.env[TEMPLATES_ENV] = root
  return async () => {
    await rm(root, { recursive: true, force: true })
  }
}
