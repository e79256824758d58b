import type { FastifyRequest } from 'fastify'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES } from '@contract/welfare'
import { httpError } from '../../http/http-error'

export interface UploadedFile {
  name: string
  data: Buffer
}

export interface MultipartForm {
  fields: Record<string, string>
  files: UploadedFile[]
}

const TOO_LARGE = `Each file may be at most ${EVIDENCE_MAX_BYTES / 1024 / 1024} MB, at most ${EVIDENCE_MAX_FILES} files`

/**
 * Reads a welfare application's multipart form (docs/requirements/my-page.md#my-8) into memory, within the limits:
 * at most EVIDENCE_MAX_FILES files of EVIDENCE_MAX_BYTES each. Nothing is stored here, so a refusal leaves nothing.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw httpError(400, ERROR_CODES.VALIDATION, 'Send the application as multipart/form-data', {
      body: FIELD_ERRORS.INVALID_FORMAT,
    })
  const fields: Record<string, string> = {}
  const files: UploadedFile[] = []
  try {
    const parts = request.parts({
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: EVIDENCE_MAX_FILES, fields: 30, fieldSize: 4096, parts: 40 },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer()
        if (part.fieldname === 'files') files.push({ name: part.filename.slice(0, 200) || 'file', data })
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
      throw httpError(413, ERROR_CODES.EVIDENCE_TOO_LARGE, TOO_LARGE)
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw httpError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, 'Too many form fields')
    if (typeof code === 'string' && code.startsWith('FST_'))
      throw httpError(400, ERROR_CODES.BAD_REQUEST, 'The form could not be read')
    throw error
  }
  return { fields, files }
}
