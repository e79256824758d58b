import { E2E_SCORER_TOKEN } from './scorer-token'
import { expect, test } from './fixtures'

interface BoardRow {
  playerId: number
  thru: string | null
}

interface Board {
  version: number
  rows: BoardRow[]
}

/** Holes played from the board's thru: "7", "7*" (started on the 10th), "F" (18) or none yet. */
function holesOf(thru: string | null): number {
  if (thru === null || thru === '' || thru === '-') return 0
  return thru.startsWith('F') ? 18 : Number.parseInt(thru, 10)
}

test.use({ viewport: { width: 390, height: 844 } })

test('a scorer enters the token, sends a hole for a tee group and the leaderboard moves @phone', async ({
  page,
  request,
}) => {
  // The demo's game in progress and its last tee group: the latest starters, so their holes are still open.
  const [game] = (await (await request.get('/api/game/ongoingGame')).json()) as Array<{
    gameId: number
    currentRound: number
  }>
  expect(game, 'the demo seed has a game in progress').toBeTruthy()
  const { gameId, currentRound: round } = game!
  const table = (await (await request.get(`/api/game/timeTable?gameId=${gameId}&round=${round}`)).json()) as {
    groups: Array<{
      groupNo: number
      teeTime: string
      startHole: number
      players: Array<{ playerId: number; nameKo: string }>
    }>
  }
  const group = table.groups.at(-1)!
  const playerId = group.players[0]!.playerId
  const holesPlayed = async () => {
    const record = (await (
      await request.get(`/api/game/hole/record?gameId=${gameId}&round=${round}&groupNo=${group.groupNo}`)
    ).json()) as {
      cards: Array<{ playerId: number; thru: number }>
    }
    return record.cards.find((c) => c.playerId === playerId)!.thru
  }
  const boardBefore = (await (await request.get(`/api/game/${gameId}/leaderboard`)).json()) as Board
  const thruBefore = boardBefore.rows.find((r) => r.playerId === playerId)?.thru ?? null
  const playedBefore = await holesPlayed()
  expect(playedBefore, 'the last group still has holes to play').toBeLessThan(18)

  await page.goto('/scorer')
  // Located by structure and by data (player names, hole numbers), not by wording, which the language changes.
  await page.locator('.scorer-token__input').fill(E2E_SCORER_TOKEN)
  await page.locator('.scorer-token button[type=submit]').click()
  let groupButton = page.locator('.scorer-groups button')
  for (const player of group.players) groupButton = groupButton.filter({ hasText: player.nameKo })
  await groupButton.click()

  // The page offers the group's next unscored hole; sending it moves the form on to another one.
  const current = page.locator('.scorer-hole[aria-pressed="true"]')
  await expect(current).toHaveText(/^\d+$/)
  const hole = (await current.textContent())!
  const send = page.locator('.scorer-form__send')
  // Big enough for a thumb.
  expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  await send.click()
  await expect(current).not.toHaveText(hole)

  const sent = page.locator('.scorer-sent__item')
  await expect(sent).toHaveCount(group.players.length)
  const newest = Number((await sent.first().locator('.scorer-sent__v').textContent())!.slice(1))
  expect(newest).toBeGreaterThan(boardBefore.version)

  const boardAfter = (await (await request.get(`/api/game/${gameId}/leaderboard`)).json()) as Board
  expect(boardAfter.version).toBeGreaterThanOrEqual(newest)
  const thruAfter = boardAfter.rows.find((r) => r.playerId === playerId)?.thru ?? null
  expect(thruAfter).not.toBe(thruBefore)
  expect(await holesPlayed()).toBe(playedBefore + 1)
  expect(holesOf(thruAfter)).toBe(playedBefore + 1)

  // A reload keeps what was sent.
  await page.reload()
  await expect(page.locator('.scorer-sent__item')).toHaveCount(group.players.length)
})
