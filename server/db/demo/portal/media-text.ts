/** Words and numbers of the demo's news in Korean and English (golf writing conventions of each). */

export const toParKo = (n: number) => (n === 0 ? '이븐파' : n < 0 ? `${-n}언더파` : `${n}오버파`)
export const toParEn = (n: number) => (n === 0 ? 'level par' : n < 0 ? `${-n} under par` : `${n} over par`)
/** The leaderboard's short form: -12, E, +3. */
export const toParShort = (n: number) => (n === 0 ? 'E' : n < 0 ? String(n) : `+${n}`)

export function wonKo(won: number): string {
  const eok = Math.floor(won / 100_000_000)
  const man = Math.round((won % 100_000_000) / 10_000)
  if (eok && man) return `${eok}억 ${man.toLocaleString('ko-KR')}만 원`
  if (eok) return `${eok}억 원`
  return `${man.toLocaleString('ko-KR')}만 원`
}
export const wonEn = (won: number) => `${won.toLocaleString('en-US')} won`

const ORD = ['th', 'st', 'nd', 'rd']
export function ordinal(n: number): string {
  const v = n % 100
  return `${n}${ORD[(v - 20) % 10] ?? ORD[v] ?? ORD[0]}`
}

export const enWord = (n: number) =>
  ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'][n] ?? String(n)

/** "1 stroke" / "2 strokes"; Korean counts strokes as 타. */
export const strokesEn = (n: number) => `${enWord(n)} stroke${n === 1 ? '' : 's'}`

/** Korean particles that follow the last syllable: 이/가, 은/는, 을/를, 와/과, (으)로. */
function hasFinal(word: string): boolean {
  const code = word.charCodeAt(word.length - 1)
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0
  return /[013678lmn]$/i.test(word)
}
export const iGa = (w: string) => `${w}${hasFinal(w) ? '이' : '가'}`
export const eunNeun = (w: string) => `${w}${hasFinal(w) ? '은' : '는'}`
export const eulReul = (w: string) => `${w}${hasFinal(w) ? '을' : '를'}`
export const waGwa = (w: string) => `${w}${hasFinal(w) ? '과' : '와'}`

export const paragraphs = (...parts: Array<string | false | null | undefined>) =>
  parts.filter((p): p is string => !!p).join('\n\n')

export const CREDIT = { ko: '협회 미디어팀', en: 'Association media team' }
export const PHOTO_CREDIT = { ko: '협회 사진팀', en: 'Association photo desk' }
