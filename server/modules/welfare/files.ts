import { ERROR_CODES } from '@contract/errors'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import type { EvidenceStore } from './evidence-store'
import { applicationById } from './repository'

export interface Caller {
  memberId: number
  staff: boolean
}

/**
 * An evidence document for its owner or the secretariat only (docs/requirements/security.md#sec-14); anyone else
 * gets the same 404 as for a file that does not exist, so ids reveal nothing.
 */
export async function evidenceFile(db: AppDb, store: EvidenceStore, caller: Caller, id: number, fileId: number) {
  const found = await applicationById(db, id)
  const file = found?.files.find((f) => f.id === fileId)
  const notFound = () => httpError(404, ERROR_CODES.NOT_FOUND, 'File not found')
  if (!found || !file || (!caller.staff && found.row.memberId !== caller.memberId)) throw notFound()
  const data = await store.get(file.storageKey)
  if (!data) throw notFound()
  return { data, contentType: file.contentType, name: file.name }
}

/** RFC 6266 with the UTF-8 name (Korean names survive) and an ASCII fallback. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}
