import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import { EVIDENCE_TYPES } from '@contract/welfare'

export type EvidenceType = (typeof EVIDENCE_TYPES)[number]

/** file-type's answers for HEIC photos (iPhones); both are stored as image/heic. */
const HEIC = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'])

/**
 * What a file really is, from its first bytes (docs/requirements/security.md#sec-14): the name and the browser's
 * type are never trusted, so a page saved as `photo.jpg` is refused. Null for anything but an image or a PDF.
 */
export async function sniffEvidence(data: Buffer): Promise<EvidenceType | null> {
  const found = await fileTypeFromBuffer(data)
  if (!found) return null
  if (HEIC.has(found.mime)) return 'image/heic'
  return (EVIDENCE_TYPES as readonly string[]).includes(found.mime) ? (found.mime as EvidenceType) : null
}

/**
 * The evidence documents' folder: DATA_DIR/welfare, outside the web root (dist/ is served, DATA_DIR never is).
 * Names are random (no part of the member's file name reaches the disk).
 */
export class EvidenceStore {
  readonly dir: string
  constructor(dataDir: string) {
    this.dir = join(dataDir, 'welfare')
  }

  async put(data: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true })
    const key = randomBytes(24).toString('hex')
    await writeFile(join(this.dir, key), data, { flag: 'wx' })
    return key
  }

  /** Writes a file under a known key unless it is there (the demo's evidence, server/db/demo/welfare.ts). */
  async ensure(key: string, make: () => Buffer): Promise<void> {
    if (await this.get(key)) return
    await mkdir(this.dir, { recursive: true })
    await writeFile(join(this.dir, key), make())
  }

  async get(key: string): Promise<Buffer | null> {
    if (!/^[0-9a-f]{48}$/.test(key)) return null
    try {
      return await readFile(join(this.dir, key))
    } catch {
      return null
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(join(this.dir, key), { force: true })))
  }
}
