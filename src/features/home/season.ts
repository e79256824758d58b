/** The season shown in heroes: the current year in the association's time zone (Asia/Seoul). */
export function currentSeason(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Seoul', year: 'numeric' }).format(now))
}
