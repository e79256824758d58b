let cached: boolean | undefined

/**
 * Whether this system draws flag emoji as flags. Windows and many Linux desktops draw two boxed letters
 * instead, so the flag is left out there and the country code carries the nationality. Checked once by
 * drawing 🇰🇷 on a canvas and looking for coloured pixels (letters in boxes are grey).
 */
export function canDrawFlagEmoji(): boolean {
  if (cached !== undefined) return cached
  cached = false
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return cached
  try {
    const canvas = document.createElement('canvas')
    canvas.width = 24
    canvas.height = 24
    const ctx = canvas.getContext('2d', { willReadFrequently: true })
    if (!ctx) return cached
    ctx.font = '18px sans-serif'
    ctx.textBaseline = 'top'
    ctx.fillText('\u{1F1F0}\u{1F1F7}', 0, 0)
    const data = ctx.getImageData(0, 0, 24, 24).data
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]
      if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 40) return (cached = true)
    }
  } catch {
    // No canvas (old browser, privacy mode): codes only.
  }
  return cached
}
