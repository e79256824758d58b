/** 'YYYY-MM-DD HH:mm' in Asia/Seoul, the business time zone, whatever the reader's clock says. */
export function seoulDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`
}

/** The link to a tournament's page (the game feature's address, docs/requirements/tours-and-records.md#tr-9). */
export const gameHref = (tourId: number, gameId: number) =>
  `/tours/game/game?${new URLSearchParams({ tourId: String(tourId), gameId: String(gameId), type: 'leaderboard' })}`
