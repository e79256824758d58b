import type { Schema } from './openapi-operations'

export type Resolve = (schema: unknown) => Schema

const variantsOf = (schema: Schema): Schema[] | null => {
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key]
    if (Array.isArray(list) && list.length > 0) return list as Schema[]
  }
  return null
}

/** The object a schema describes, its `allOf` parts merged (the zod intersections). */
function flatten(schema: Schema, resolve: Resolve): Schema {
  const parts = schema.allOf
  if (!Array.isArray(parts)) return schema
  const merged: Schema = { type: 'object', properties: {}, required: [] }
  for (const part of parts.map((p) => flatten(resolve(p), resolve))) {
    Object.assign(merged.properties as Schema, part.properties ?? {})
    ;(merged.required as string[]).push(...((part.required as string[] | undefined) ?? []))
  }
  return merged
}

/** The kind of value a schema wants, for the wrong-typed inputs. */
export function typeOf(schema: Schema, resolve: Resolve): string {
  const flat = flatten(resolve(schema), resolve)
  const variants = variantsOf(flat)
  if (variants) return typeOf(resolve(variants[0]), resolve)
  if (typeof flat.type === 'string') return flat.type
  if (flat.properties) return 'object'
  if (Array.isArray(flat.enum)) return typeof flat.enum[0]
  return 'unknown'
}

const FORMAT_SAMPLES: Record<string, string> = {
  email: 'fuzz@example.com',
  date: '2026-05-14',
  'date-time': '2026-05-14T03:00:00.000Z',
  uri: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
}

/**
 * A value the schema accepts where that is easy to tell (enums, bounds, lengths, formats, required fields);
 * patterns are not solved, so some "valid" inputs still answer 400, which the fuzz accepts as any 4xx.
 */
export function sampleOf(schema: unknown, resolve: Resolve, depth = 0): unknown {
  const flat = flatten(resolve(schema), resolve)
  if (depth > 8) return null
  if ('default' in flat) return flat.default
  if (Array.isArray(flat.enum) && flat.enum.length > 0) return flat.enum[0]
  if ('const' in flat) return flat.const
  const variants = variantsOf(flat)
  if (variants) return sampleOf(variants[0], resolve, depth + 1)
  switch (typeOf(flat, resolve)) {
    case 'string': {
      if (typeof flat.format === 'string' && FORMAT_SAMPLES[flat.format]) return FORMAT_SAMPLES[flat.format]
      const min = typeof flat.minLength === 'number' ? flat.minLength : 1
      return 'a'.repeat(Math.max(min, 1))
    }
    case 'integer':
    case 'number': {
      const min = typeof flat.minimum === 'number' ? flat.minimum + (flat.exclusiveMinimum === true ? 1 : 0) : 1
      return Math.max(min, Math.min(1, typeof flat.maximum === 'number' ? flat.maximum : 1))
    }
    case 'boolean':
      return true
    case 'array': {
      const min = typeof flat.minItems === 'number' ? flat.minItems : 0
      return Array.from({ length: min }, () => sampleOf(flat.items, resolve, depth + 1))
    }
    case 'object': {
      const properties = (flat.properties ?? {}) as Record<string, unknown>
      const required = new Set((flat.required as string[] | undefined) ?? [])
      const out: Record<string, unknown> = {}
      for (const [name, property] of Object.entries(properties))
        if (required.has(name)) out[name] = sampleOf(property, resolve, depth + 1)
      return out
    }
    default:
      return 'a'
  }
}

/** The properties of an object schema (for mutating one field at a time). */
export function propertiesOf(schema: unknown, resolve: Resolve): Record<string, Schema> {
  const flat = flatten(resolve(schema), resolve)
  const variants = variantsOf(flat)
  if (variants) return propertiesOf(variants[0], resolve)
  return Object.fromEntries(
    Object.entries((flat.properties ?? {}) as Record<string, unknown>).map(([k, v]) => [k, resolve(v)]),
  )
}
