/**
 * The id fields of an OpenAPI document and the JSON type each is given, wherever it appears: a property of a
 * schema (nested objects, items, allOf/anyOf/oneOf and $refs followed) or a parameter of a path. The rule of
 * decision 0049: an id field is one named `id` or ending in `Id`, `Ids` or `No` (`gameId`, `playerIds`,
 * `memberNo`, `shotNo`). Its type is the JSON type of one value: arrays count by their items (`playerIds`, the
 * columns of a column table), `integer` counts as `number` (a client sees a JSON number either way), null is
 * left out (a nullable id is still an id of that type).
 */

export const isIdName = (name: string) => name === 'id' || /[a-z](Id|Ids|No)$/.test(name)

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value)

export interface IdUse {
  name: string
  /** 'number', 'string', 'boolean' or the sorted union of them ('number|string'). */
  type: string
  /** Where in the document: a JSON pointer to the schema or parameter that declares the field. */
  where: string
}

/** The types a schema admits, following $refs, unions and arrays (for `Ids`), without null. */
function typesOf(doc: Json, schema: unknown, seen = new Set<unknown>()): Set<string> {
  const types = new Set<string>()
  if (!isObject(schema) || seen.has(schema)) return types
  seen.add(schema)
  if (typeof schema.$ref === 'string') return typesOf(doc, resolveRef(doc, schema.$ref), seen)
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const part of (schema[key] as unknown[] | undefined) ?? [])
      for (const t of typesOf(doc, part, seen)) types.add(t)
  const declared = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type]
  for (const t of declared as string[]) {
    if (t === 'null') continue
    if (t === 'array') for (const inner of typesOf(doc, schema.items, seen)) types.add(inner)
    else types.add(t === 'integer' ? 'number' : t)
  }
  if (schema.const !== undefined && declared.length === 0) types.add(typeof schema.const)
  if (Array.isArray(schema.enum) && declared.length === 0)
    for (const value of schema.enum) if (value !== null) types.add(typeof value)
  return types
}

function resolveRef(doc: Json, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      doc,
    )
}

/** Every id field of the document with its type. */
export function idUses(doc: Json): IdUse[] {
  const uses: IdUse[] = []
  const visit = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((child, i) => visit(child, `${where}/${i}`))
      return
    }
    if (!isObject(node)) return
    if (isObject(node.properties)) {
      for (const [name, schema] of Object.entries(node.properties)) {
        if (!isIdName(name)) continue
        const types = [...typesOf(doc, schema)].sort()
        if (types.length > 0) uses.push({ name, type: types.join('|'), where: `${where}/properties/${name}` })
      }
    }
    if (typeof node.name === 'string' && typeof node.in === 'string' && isIdName(node.name)) {
      const types = [...typesOf(doc, node.schema)].sort()
      if (types.length > 0) uses.push({ name: node.name, type: types.join('|'), where: `${where} (${node.in})` })
    }
    for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`)
  }
  visit(doc, '#')
  return uses
}

/** The names given more than one type, each with the places of every type. */
export function conflictingIds(uses: readonly IdUse[]): Record<string, Record<string, string[]>> {
  const byName = new Map<string, Map<string, string[]>>()
  for (const use of uses) {
    const types = byName.get(use.name) ?? new Map<string, string[]>()
    types.set(use.type, [...(types.get(use.type) ?? []), use.where])
    byName.set(use.name, types)
  }
  const conflicts: Record<string, Record<string, string[]>> = {}
  for (const [name, types] of byName) if (types.size > 1) conflicts[name] = Object.fromEntries(types)
  return conflicts
}
