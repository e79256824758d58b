/** "1588-1968 (201)" dials the main number, pauses, then keys extension 201; a plain number dials as it is. */
export function telHref(phone: string): string {
  const [main, extension] = phone.replace(/\s/g, '').split('(')
  const digits = (main ?? '').replace(/[^\d+]/g, '')
  const ext = extension?.replace(/\D/g, '')
  return `tel:${digits}${ext ? `,${ext}` : ''}`
}
