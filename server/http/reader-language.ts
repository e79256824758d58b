/**
 * The LanguageCode request header (docs/requirements/api-conventions.md#api-3; ko by default): the reader's language
 * (names in roman letters, name orders, Korean-only pages).
 */
export function readerLanguage(headers: Record<string, string | string[] | undefined>): 'ko' | 'en' {
  const raw = headers['languagecode']
  return (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase() === 'en' ? 'en' : 'ko'
}
