import type { z } from 'zod'
import { crossCheck } from './cross-checks'
import { importFileSchema, type ImportFile } from './format'

/** A file the import refuses: `message` names the first wrong field by its path. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportError'
  }
}

/** `players[3].rounds[0].scores[17]` from a zod path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out === '' ? '(file)' : out
}

const valueAt = (root: unknown, path: ReadonlyArray<PropertyKey>): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    root,
  )

/** One line for the first problem zod found, e.g. `course.holes: expected exactly 18 holes`. */
export function describeIssue(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? ''
    return `${formatPath([...issue.path, key])}: unknown field (not part of the format)`
  }
  const path = formatPath(issue.path)
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined && issue.path.length > 0) {
    return `${path}: missing (${issue.message})`
  }
  return `${path}: ${issue.message}`
}

/** Validates a parsed JSON value as a `fairway.tournament.v1` file; throws ImportError on the first problem. */
export function parseImportFile(input: unknown): ImportFile {
  const parsed = importFileSchema.safeParse(input)
  if (!parsed.success) throw new ImportError(describeIssue(parsed.error.issues[0]!, input))
  const problem = crossCheck(parsed.data)
  if (problem) throw new ImportError(problem)
  return parsed.data
}

/** JSON text → validated file. */
export function parseImportText(text: string): ImportFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ImportError(`(file): not valid JSON (${(error as Error).message})`)
  }
  return parseImportFile(json)
}
