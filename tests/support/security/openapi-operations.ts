/** A JSON schema of the served OpenAPI document, read loosely: the document is data, not a trusted type. */
export type Schema = Record<string, unknown>

export interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  schema: Schema
}

/** One operation of the served OpenAPI document, its $refs resolved. */
export interface Operation {
  method: string
  /** The OpenAPI path, `/api/game/{gameId}`. */
  path: string
  /** The route pattern Fastify registered, `/api/game/:gameId`. */
  route: string
  parameters: Parameter[]
  /** The JSON body's schema, or null for an operation without a body. */
  body: Schema | null
}

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** `#/components/schemas/X` → the schema, followed until it is no reference (cycles stop at a bare object). */
export function resolver(doc: Schema) {
  const schemas = isObject(doc.components) && isObject(doc.components.schemas) ? doc.components.schemas : {}
  return function resolve(schema: unknown, depth = 0): Schema {
    if (!isObject(schema)) return {}
    const ref = schema.$ref
    if (typeof ref !== 'string' || depth > 20) return schema
    return resolve(schemas[ref.replace('#/components/schemas/', '')], depth + 1)
  }
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: Schema): Operation[] {
  const resolve = resolver(doc)
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    if (!isObject(item)) continue
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op)) continue
      const parameters = (Array.isArray(op.parameters) ? op.parameters : []).filter(isObject).map((p) => ({
        name: String(p.name),
        in: p.in === 'path' ? ('path' as const) : ('query' as const),
        required: p.required === true,
        schema: resolve(p.schema),
      }))
      const content = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : {}
      const json = content['application/json']
      operations.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters,
        body: isObject(json) ? resolve(json.schema) : null,
      })
    }
  }
  return operations
}
