/** Paragraphs of a plain-text body: blank lines split them, single newlines stay as line breaks. */
export function paragraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.split('\n').map((line) => line.trimEnd()))
    .filter((lines) => lines.some((l) => l.trim() !== ''))
}

export function fileSize(bytes: number, locale: string): string {
  const fmt = (n: number) => n.toLocaleString(locale === 'en' ? 'en-US' : 'ko-KR', { maximumFractionDigits: 1 })
  return bytes < 1024
    ? `${fmt(bytes)} B`
    : bytes < 1024 * 1024
      ? `${fmt(bytes / 1024)} KB`
      : `${fmt(bytes / 1024 / 1024)} MB`
}

/** Board numbering: the newest non-pinned notice carries the highest number. */
export const rowNumber = (total: number, page: number, pageSize: number, index: number) =>
  total - ((page - 1) * pageSize + index)
