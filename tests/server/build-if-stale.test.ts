import { mkdir, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildIfStale, checkBuild } from '../../scripts/build-if-stale'
import { makeTempDir } from './helpers'

describe('build-if-stale', () => {
  let root: string
  const lines: string[] = []
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds))

  beforeAll(async () => {
    root = await makeTempDir('build')
    await mkdir(join(root, 'src', 'routes'), { recursive: true })
    await mkdir(join(root, 'dist'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('skips with a warning while the web app has no entry point', async () => {
    expect(await buildIfStale(root, (line) => lines.push(line))).toBe('skipped')
    expect(lines[0]).toMatch(/src\/main\.tsx does not exist yet/)
  })

  it('is stale without dist/index.html', async () => {
    expect(await checkBuild(root)).toEqual({ stale: true, reason: 'dist/index.html is missing' })
  })

  it('compares dist/index.html with the newest source file, ignoring tests', async () => {
    await writeFile(join(root, 'src', 'routes', 'page.tsx'), 'export {}')
    await writeFile(join(root, 'src', 'routes', 'page.test.tsx'), 'export {}')
    await writeFile(join(root, 'dist', 'index.html'), '<html></html>')
    await utimes(join(root, 'src', 'routes', 'page.tsx'), at(1), at(1))
    await utimes(join(root, 'src', 'routes', 'page.test.tsx'), at(9), at(9))
    await utimes(join(root, 'dist', 'index.html'), at(5), at(5))
    expect(await checkBuild(root)).toEqual({ stale: false })

    await utimes(join(root, 'src', 'routes', 'page.tsx'), at(7), at(7))
    expect(await checkBuild(root)).toEqual({ stale: true, reason: 'src/routes/page.tsx changed since the last build' })
  })
})
