/** The link to a tournament's page (the game feature's address, docs/requirements/tours-and-records.md#tr-9). */
export const gameHref = (tourId: number, gameId: number) =>
  `/tours/game/game?${new URLSearchParams({ tourId: String(tourId), gameId: String(gameId), type: 'leaderboard' })}`
