import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { z } from 'zod'

/**
 * Seed prose lives in YAML files beside the code that seeds it, Korean and English side by side
 * (docs/decisions/0047-content-as-data.md). They are read from the repository at seed time, never bundled:
 * a path is resolved from the calling module's URL, so it holds from `npm start`, the scripts and the tests.
 */

/** A text in both languages, written side by side in the data files. */
export const bilingual = z.strictObject({ ko: z.string(), en: z.string() })
export type Bilingual = z.infer<typeof bilingual>

/** An object of bilingual texts under exactly these keys (a file's templates or a story's parts). */
export const bilingualKeys = <K extends string>(...keys: K[]) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, bilingual])) as Record<K, typeof bilingual>)

/** Reads one data file and checks it against its schema: a bad file fails the seed naming the file and the field. */
export function readDataFile<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  const path = fileURLToPath(url)
  const parsed = schema.safeParse(parse(readFileSync(path, 'utf8')))
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/**
 * A loader that reads and checks its file on the first call only, for texts asked for once per tournament or
 * per picture while a demo is generated (a few dozen parses of the same file otherwise).
 */
export function readOnce<T>(read: () => T): () => T {
  let value: T | undefined
  return () => {
    value ??= read()
    return value
  }
}

/** The values a template's placeholders are filled with, by placeholder name. */
export type TemplateValues = Readonly<Record<string, string | number>>

/**
 * Fills the `{name}` placeholders of a template written in a data file with the values the code worked out.
 * A placeholder without a value throws, naming it, so no `{…}` ever reaches a seeded row.
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(/\{([A-Za-z][\w.]*)\}/g, (whole, key: string) => {
    const value = values[key]
    if (value === undefined) throw new Error(`template placeholder ${whole} has no value: ${text.slice(0, 60)}`)
    return String(value)
  })
}

/** A bilingual template filled in each language with that language's values (the same for both if one is given). */
export const fillBoth = (text: Bilingual, ko: TemplateValues, en: TemplateValues = ko): Bilingual => ({
  ko: fillTemplate(text.ko, ko),
  en: fillTemplate(text.en, en),
})

const isPair = (value: object): value is Bilingual => {
  const keys = Object.keys(value)
  return keys.length === 2 && 'ko' in value && 'en' in value
}

/**
 * One language of a value written with both side by side: every `{ko, en}` object inside it becomes its text
 * in `lang`; everything else (a date, a figure, a phone number the same in both) is kept as it is.
 */
export function inLanguage(value: unknown, lang: 'ko' | 'en'): unknown {
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, lang))
  if (value === null || typeof value !== 'object') return value
  if (isPair(value)) return value[lang]
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inLanguage(v, lang)]))
}
